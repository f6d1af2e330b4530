// The people of the demo event (docs/product.md#demo-mode): buyers and sellers with their
// companies, interpreters and volunteers. Each is named by `key`, the local part of their email at
// the domain of DEMO_ACCOUNTS, so the plans in demo-data.ts read like a schedule.
import type { ProfileCurrency } from '../../core/constants.ts';
import type { Role } from '../../core/roles.ts';

export interface DemoCompany {
  name: string;
  brand: string;
  /** The company's mailbox; its domain is also the website. */
  email: string;
  ceo: string;
  address: string;
  established: string;
  /** Annual revenue; `export` is null when the company has no export experience. */
  revenue: { amount: number; currency: ProfileCurrency; export: number | null };
  industryType: string;
  industry: string;
  categories: string[];
  /** Countries the company sells to (seller) or buys from (buyer), ISO 3166-1 alpha-2. */
  markets: string[];
  /** What its person looks for at the event, in a sentence. */
  lookingFor: string;
  intro: string;
  brandIntro: string;
  description: string;
}

export interface DemoPerson {
  key: string;
  role: Role;
  fullName: string;
  country: string;
  phone: string;
  languages: string[];
  company?: DemoCompany;
}

const KOREA = 'South Korea';

const person = (key: string, role: Role, fullName: string, country: string, phone: string, languages: string[]) => ({
  key,
  role,
  fullName,
  country,
  phone,
  languages,
});

const company = (
  key: string,
  role: 'buyer' | 'seller',
  fullName: string,
  country: string,
  phone: string,
  languages: string[],
  details: DemoCompany,
): DemoPerson => ({ ...person(key, role, fullName, country, phone, languages), company: details });

/** The demo exhibition's categories, grouped the way an organiser lists them: every company's are among them. */
export const DEMO_CATEGORIES = [
  'Cosmetics',
  'Skincare',
  'Sun Care',
  'Sheet Masks',
  'Organic Cosmetics',
  'Food',
  'Snacks',
  'Sauces',
  'Halal Food',
  'Health Food',
  'Red Ginseng',
  'Tea',
  'Electronics',
  'Smart Speakers',
  'Audio',
  'Home Appliances',
  'Kitchen Appliances',
  'Smart Home',
  'Fashion',
  'Knitwear',
  'Accessories',
  'Medical Devices',
  'Ultrasound',
  'Patient Monitoring',
];

export const DEMO_PEOPLE: DemoPerson[] = [
  person('admin', 'admin', 'Demo Administrator', KOREA, '+82 2 6000 0100', ['Korean', 'English']),
  // Buyers, one per country, so matchmaking and interpreters have something to do.
  company('buyer', 'buyer', 'Emily Carter', 'USA', '+1 415 555 0142', ['English'], {
    name: 'Pacific Crest Trading Inc.',
    brand: 'Pacific Crest',
    email: 'sourcing@pacificcrest.example.com',
    ceo: 'Robert Hughes',
    address: '600 Montgomery St, San Francisco, CA 94111, USA',
    established: '2008-03-14',
    revenue: { amount: 48_000_000, currency: 'USD', export: 3_500_000 },
    industryType: 'Importer & distributor',
    industry: 'Retail distribution',
    categories: ['Cosmetics', 'Health Food', 'Home Appliances'],
    markets: ['KR', 'JP', 'TW'],
    lookingFor: 'K-beauty skincare, healthy snacks and compact kitchen appliances for US drugstores.',
    intro: 'West-coast importer supplying 1,200 specialty and drugstore doors.',
    brandIntro: 'Curated Asian beauty and wellness for American shoppers.',
    description: 'Looking for K-beauty skincare, healthy snacks and small kitchen appliances.',
  }),
  company('minh', 'buyer', 'Nguyen Van Minh', 'Vietnam', '+84 28 3822 4410', ['Vietnamese', 'English'], {
    name: 'Saigon Beauty Distribution JSC',
    brand: 'SaiGon Glow',
    email: 'buying@saigonglow.example.com',
    ceo: 'Tran Thi Lan',
    address: '72 Le Thanh Ton, District 1, Ho Chi Minh City, Vietnam',
    established: '2014-06-02',
    revenue: { amount: 9_500_000, currency: 'USD', export: null },
    industryType: 'Distributor',
    industry: 'Beauty retail',
    categories: ['Cosmetics', 'Sun Care', 'Organic Cosmetics'],
    markets: ['KR', 'JP'],
    lookingFor: 'Sun care and lightweight skincare our Vietnamese stores can sell in the hot season.',
    intro: 'Beauty distributor with 85 stores across southern Vietnam.',
    brandIntro: 'Korean skincare for a tropical climate.',
    description: 'Wants sun care and lightweight skincare for the summer season.',
  }),
  company('lukas', 'buyer', 'Lukas Schneider', 'Germany', '+49 211 5589 230', ['German', 'English'], {
    name: 'Rheinwerk Handels GmbH',
    brand: 'Rheinwerk',
    email: 'einkauf@rheinwerk.example.com',
    ceo: 'Katrin Vogel',
    address: 'Königsallee 60, 40212 Düsseldorf, Germany',
    established: '1996-09-30',
    revenue: { amount: 32_000_000, currency: 'EUR', export: 7_800_000 },
    industryType: 'Wholesaler',
    industry: 'Healthcare wholesale',
    categories: ['Medical Devices', 'Health Food', 'Cosmetics'],
    markets: ['KR', 'JP', 'CN'],
    lookingFor: 'CE-marked portable diagnostics and premium ginseng for German pharmacies.',
    intro: 'Medical and drugstore wholesaler serving the DACH region.',
    brandIntro: 'CE-marked devices and certified wellness products.',
    description: 'Sourcing portable diagnostics and premium ginseng for pharmacies.',
  }),
  company('haruka', 'buyer', 'Sato Haruka', 'Japan', '+81 6 6345 7781', ['Japanese'], {
    name: 'Sakura Select Co., Ltd.',
    brand: 'Sakura Select',
    email: 'mds@sakuraselect.example.com',
    ceo: 'Tanaka Hiroshi',
    address: '2-4-9 Umeda, Kita-ku, Osaka 530-0001, Japan',
    established: '2002-04-01',
    revenue: { amount: 6_800_000_000, currency: 'JPY', export: null },
    industryType: 'Retailer',
    industry: 'Variety retail',
    categories: ['Cosmetics', 'Food', 'Fashion'],
    markets: ['KR', 'TW'],
    lookingFor: 'OEM cushion foundation and Korean snacks for Japanese variety stores.',
    intro: 'Lifestyle variety chain with 140 stores in Kansai and Kanto.',
    brandIntro: 'Trend-led Korean products at everyday prices.',
    description: 'Looking for OEM cushion foundation and Korean snacks.',
  }),
  company('omar', 'buyer', 'Omar Al-Farsi', 'UAE', '+971 4 388 1290', ['Arabic', 'English'], {
    name: 'Gulf Gateway Trading LLC',
    brand: 'Gulf Gateway',
    email: 'trade@gulfgateway.example.com',
    ceo: 'Khalid Al-Mansouri',
    address: 'Jebel Ali Free Zone, Dubai, UAE',
    established: '2011-11-20',
    revenue: { amount: 21_000_000, currency: 'USD', export: 12_000_000 },
    industryType: 'Trader & re-exporter',
    industry: 'General trading',
    categories: ['Food', 'Health Food', 'Electronics'],
    markets: ['KR', 'TR', 'MY'],
    lookingFor: 'Halal-certified snacks and red ginseng for supermarkets across the GCC.',
    intro: 'Re-exports consumer goods to GCC and East Africa from Jebel Ali.',
    brandIntro: 'Halal-certified food and reliable electronics.',
    description: 'Needs halal-certified snacks and red ginseng for the GCC market.',
  }),
  company('ana', 'buyer', 'Ana Souza', 'Brazil', '+55 11 3045 6672', ['Portuguese', 'English'], {
    name: 'Amazonia Importadora Ltda.',
    brand: 'Amazonia',
    email: 'compras@amazonia.example.com',
    ceo: 'Paulo Ribeiro',
    address: 'Av. Paulista 1578, São Paulo - SP, 01310-200, Brazil',
    established: '2009-07-15',
    revenue: { amount: 14_500_000, currency: 'USD', export: null },
    industryType: 'Importer',
    industry: 'Fashion and beauty import',
    categories: ['Fashion', 'Cosmetics'],
    markets: ['KR', 'CN', 'VN'],
    lookingFor: 'Knitwear and accessories to stock Brazilian boutiques for the southern winter.',
    intro: 'Imports Asian fashion and beauty for Brazilian e-commerce.',
    brandIntro: 'Seoul street style for São Paulo.',
    description: 'Sourcing knitwear and accessories for the southern winter.',
  }),
  company('liwei', 'buyer', 'Li Wei', 'China', '+86 21 6288 3419', ['Chinese'], {
    name: 'Shanghai Meiyu Trading Co., Ltd.',
    brand: 'Meiyu',
    email: 'bd@meiyu.example.com',
    ceo: 'Zhang Hua',
    address: '1000 Lujiazui Ring Rd, Pudong, Shanghai, China',
    established: '2012-02-28',
    revenue: { amount: 260_000_000, currency: 'CNY', export: null },
    industryType: 'Cross-border e-commerce',
    industry: 'Consumer electronics',
    categories: ['Electronics', 'Home Appliances', 'Cosmetics'],
    markets: ['KR', 'JP'],
    lookingFor: 'Smart speakers and compact kitchen appliances for online sales in China.',
    intro: 'Cross-border e-commerce seller on Tmall Global and JD.',
    brandIntro: 'Smart home devices designed in Korea.',
    description: 'Wants smart speakers and compact kitchen appliances.',
  }),
  // Korean sellers, one product field each.
  company('seller', 'seller', 'Kim Ji-eun', KOREA, '+82 2 555 0142', ['Korean', 'English'], {
    name: 'Glow Lab Cosmetics Co., Ltd.',
    brand: 'GLOWLAB',
    email: 'export@glowlab.example.com',
    ceo: 'Kim Ji-eun',
    address: '14 Teheran-ro 87-gil, Gangnam-gu, Seoul',
    established: '2015-05-11',
    revenue: { amount: 18_500_000_000, currency: 'KRW', export: 6_200_000_000 },
    industryType: 'Manufacturer',
    industry: 'Cosmetics',
    categories: ['Cosmetics', 'Skincare', 'Sheet Masks', 'Sun Care'],
    markets: ['US', 'VN', 'JP', 'DE', 'CN'],
    lookingFor: 'Distributors and drugstore chains for our serums, sun care and sheet masks.',
    intro: 'Skincare maker with its own CGMP plant in Osong.',
    brandIntro: 'Clean, derma-tested skincare loved in 18 countries.',
    description: 'Serums, sun care and sheet masks; OEM/ODM available.',
  }),
  company('minsu', 'seller', 'Park Min-su', KOREA, '+82 31 637 2210', ['Korean'], {
    name: 'Hanbit Foods Co., Ltd.',
    brand: 'Hanbit Kitchen',
    email: 'global@hanbitfoods.example.com',
    ceo: 'Park Dong-hyun',
    address: '55 Jungbu-daero, Icheon-si, Gyeonggi-do',
    established: '1998-10-05',
    revenue: { amount: 42_000_000_000, currency: 'KRW', export: 9_000_000_000 },
    industryType: 'Manufacturer',
    industry: 'Food',
    categories: ['Food', 'Snacks', 'Sauces', 'Halal Food'],
    markets: ['US', 'JP', 'AE', 'SA', 'VN'],
    lookingFor: 'Importers of halal snacks and sauces, and retailers for private label.',
    intro: 'HACCP and halal-certified snack and sauce producer.',
    brandIntro: 'Korean flavours for every pantry.',
    description: 'Rice snacks, gochujang sauces and private label programmes.',
  }),
  company('junho', 'seller', 'Lee Jun-ho', KOREA, '+82 31 8015 3320', ['Korean', 'English', 'Chinese'], {
    name: 'Nuri Electronics Inc.',
    brand: 'NURI',
    email: 'sales@nurielectronics.example.com',
    ceo: 'Lee Jun-ho',
    address: '120 Gwanggyo-ro, Yeongtong-gu, Suwon-si',
    established: '2010-01-18',
    revenue: { amount: 35_000_000, currency: 'USD', export: 21_000_000 },
    industryType: 'Manufacturer',
    industry: 'Electronics',
    categories: ['Electronics', 'Smart Speakers', 'Audio'],
    markets: ['CN', 'US', 'TW'],
    lookingFor: 'Electronics retailers and e-commerce partners for smart speakers and earbuds.',
    intro: 'Designs and builds connected audio devices.',
    brandIntro: 'Sound that fits small homes.',
    description: 'Smart speakers and earbuds with Korean, English and Chinese voice assistants.',
  }),
  company('seoyeon', 'seller', 'Choi Seo-yeon', KOREA, '+82 2 3446 7712', ['Korean', 'English'], {
    name: 'Seoul Mode Co., Ltd.',
    brand: 'SEOUL MODE',
    email: 'wholesale@seoulmode.example.com',
    ceo: 'Choi Seo-yeon',
    address: '33 Dosan-daero 45-gil, Gangnam-gu, Seoul',
    established: '2017-08-22',
    revenue: { amount: 8_400_000, currency: 'EUR', export: 3_100_000 },
    industryType: 'Brand owner',
    industry: 'Fashion',
    categories: ['Fashion', 'Knitwear', 'Accessories'],
    markets: ['BR', 'JP', 'US'],
    lookingFor: 'Boutique buyers for knitwear, with orders of 300 pieces per style or more.',
    intro: 'Contemporary womenswear label sold in Seoul, Paris and Milan.',
    brandIntro: 'Quiet tailoring in natural fibres.',
    description: 'Knitwear and accessories; minimum order 300 pieces per style.',
  }),
  company('hyunwoo', 'seller', 'Jung Hyun-woo', KOREA, '+82 33 749 5530', ['Korean', 'English'], {
    name: 'MediCore Korea Co., Ltd.',
    brand: 'MediCore',
    email: 'intl@medicore.example.com',
    ceo: 'Jung Hyun-woo',
    address: '20 Medical Industry-ro, Wonju-si, Gangwon-do',
    established: '2006-03-09',
    revenue: { amount: 27_000_000_000, currency: 'KRW', export: 14_000_000_000 },
    industryType: 'Manufacturer',
    industry: 'Medical devices',
    categories: ['Medical Devices', 'Ultrasound', 'Patient Monitoring'],
    markets: ['DE', 'AE', 'VN'],
    lookingFor: 'Medical distributors who can register portable ultrasound in their market.',
    intro: 'ISO 13485 maker of portable diagnostic devices.',
    brandIntro: 'Point-of-care imaging, CE and FDA cleared.',
    description: 'Portable ultrasound scanners and bedside monitors.',
  }),
  company('minji', 'seller', 'Kang Min-ji', KOREA, '+82 41 751 8821', ['Korean', 'Japanese'], {
    name: 'Geumsan Red Root Co., Ltd.',
    brand: 'Red Root',
    email: 'export@redroot.example.com',
    ceo: 'Kang Sung-ho',
    address: '8 Insam-ro, Geumsan-eup, Geumsan-gun, Chungcheongnam-do',
    established: '1989-05-01',
    revenue: { amount: 1_200_000_000, currency: 'JPY', export: 800_000_000 },
    industryType: 'Manufacturer',
    industry: 'Health food',
    categories: ['Health Food', 'Red Ginseng', 'Tea'],
    markets: ['AE', 'CN', 'DE', 'US'],
    lookingFor: 'Pharmacy and health-food buyers for red ginseng extracts and teas.',
    intro: 'Third-generation red ginseng grower and processor.',
    brandIntro: 'Six-year-old Geumsan ginseng, steamed nine times.',
    description: 'Extracts, sticks and teas; halal and organic options.',
  }),
  company('taeyang', 'seller', 'Yoon Tae-yang', KOREA, '+82 32 850 4471', ['Korean', 'Chinese'], {
    name: 'SmartNest Home Co., Ltd.',
    brand: 'SmartNest',
    email: 'global@smartnest.example.com',
    ceo: 'Yoon Tae-yang',
    address: '177 Art center-daero, Yeonsu-gu, Incheon',
    established: '2016-12-01',
    revenue: { amount: 95_000_000, currency: 'CNY', export: 40_000_000 },
    industryType: 'Manufacturer',
    industry: 'Home appliances',
    categories: ['Home Appliances', 'Kitchen Appliances', 'Smart Home'],
    markets: ['CN', 'US', 'BR'],
    lookingFor: 'Importers of small kitchen appliances and smart home devices.',
    intro: 'Compact connected appliances for city apartments.',
    brandIntro: 'Small kitchens, smart tools.',
    description: 'Air fryers, rice cookers and app-controlled purifiers.',
  }),
  company('soojin', 'seller', 'Han Soo-jin', KOREA, '+82 64 742 3390', ['Korean'], {
    name: 'Jeju Green Organics Co., Ltd.',
    brand: 'Jeju Green',
    email: 'hello@jejugreen.example.com',
    ceo: 'Han Soo-jin',
    address: '21 Nohyeong-ro, Jeju-si, Jeju-do',
    established: '2019-04-17',
    revenue: { amount: 6_300_000_000, currency: 'KRW', export: null },
    industryType: 'Producer',
    industry: 'Organic cosmetics',
    categories: ['Organic Cosmetics', 'Tea', 'Food'],
    markets: ['JP', 'VN', 'DE'],
    lookingFor: 'Organic beauty and tea shops for camellia skincare and green tea.',
    intro: 'Organic farm brand from Jeju island, looking for its first export partners.',
    brandIntro: 'Green tea and camellia from volcanic soil.',
    description: 'Camellia oil skincare and organic green tea.',
  }),
  // Interpreters (their languages decide who they can serve) and volunteers.
  person('interpreter', 'interpreter', 'Jenny Oh', KOREA, '+82 10 4821 0142', ['English', 'Korean']),
  person('lina', 'interpreter', 'Wang Li-na', KOREA, '+82 10 7734 2291', ['Chinese', 'Korean']),
  person('mirae', 'interpreter', 'Song Mi-rae', KOREA, '+82 10 5519 8830', ['Japanese', 'Korean']),
  person('dohyun', 'volunteer', 'Jang Do-hyun', KOREA, '+82 10 2290 4417', ['Korean', 'English']),
  person('yuna', 'volunteer', 'Seo Yu-na', KOREA, '+82 10 6608 1152', ['Korean', 'Chinese']),
];
