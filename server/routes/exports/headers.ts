// The words of the organiser's export files in the four languages of the app: each dataset's
// columns in file order with their header, the sheet's name, and the two words of a yes/no cell.
// The rows themselves stay as stored: names as people wrote them, statuses as the app's codes.
import type { Language } from '../../../core/constants.ts';
import type { ExportDataset } from '../../../core/schemas/export.ts';

type Words = Readonly<Record<Language, string>>;

const w = (en: string, ko: string, zh: string, ja: string): Words => ({ en, ko, zh, ja });

// Columns several datasets share, so one header reads the same in every file.
const buyer = {
  buyer: w('Buyer', '바이어', '买家', 'バイヤー'),
  buyer_company: w('Buyer company', '바이어 회사', '买家公司', 'バイヤー企業'),
  buyer_country: w('Buyer country', '바이어 국가', '买家国家', 'バイヤーの国'),
};
const seller = {
  seller: w('Seller', '셀러', '卖家', 'セラー'),
  seller_company: w('Seller company', '셀러 회사', '卖家公司', 'セラー企業'),
  seller_country: w('Seller country', '셀러 국가', '卖家国家', 'セラーの国'),
};
const status = w('Status', '상태', '状态', 'ステータス');
const location = w('Location', '장소', '地点', '場所');
const notes = w('Notes', '메모', '备注', 'メモ');
const product = w('Product/Service', '제품/서비스', '产品/服务', '製品/サービス');
const quantity = w('Quantity', '수량', '数量', '数量');
const currency = w('Currency', '통화', '币种', '通貨');
const usdValue = w('Value in USD', 'USD 환산 금액', '折合美元', 'USD換算額');
const createdAt = w('Created', '생성 일시', '创建时间', '作成日時');

export const EXPORT_COLUMNS = {
  meetings: {
    date: w('Date', '날짜', '日期', '日付'),
    start: w('Start', '시작', '开始时间', '開始'),
    end: w('End', '종료', '结束时间', '終了'),
    status,
    ...buyer,
    ...seller,
    interpreter: w('Interpreter', '통역사', '口译员', '通訳者'),
    table: w('Table', '테이블', '桌位', 'テーブル'),
    location,
    buyer_checked_in: w('Buyer checked in', '바이어 체크인', '买家已签到', 'バイヤーのチェックイン'),
    buyer_checked_in_at: w('Buyer check-in time', '바이어 체크인 시각', '买家签到时间', 'バイヤーのチェックイン時刻'),
    seller_checked_in: w('Seller checked in', '셀러 체크인', '卖家已签到', 'セラーのチェックイン'),
    seller_checked_in_at: w('Seller check-in time', '셀러 체크인 시각', '卖家签到时间', 'セラーのチェックイン時刻'),
    interpreter_checked_in_at: w(
      'Interpreter check-in time',
      '통역사 체크인 시각',
      '口译员签到时间',
      '通訳者のチェックイン時刻',
    ),
    notes,
    created_at: createdAt,
  },
  'meeting-requests': {
    requester: w('Requester', '요청자', '请求方', '依頼者'),
    requester_company: w('Requester company', '요청자 회사', '请求方公司', '依頼者の企業'),
    requester_role: w('Requester role', '요청자 역할', '请求方角色', '依頼者の役割'),
    target: w('Recipient', '받는 사람', '接收方', '依頼先'),
    target_company: w('Recipient company', '받는 사람 회사', '接收方公司', '依頼先の企業'),
    target_role: w('Recipient role', '받는 사람 역할', '接收方角色', '依頼先の役割'),
    preferred_date: w('Preferred date', '희망 날짜', '期望日期', '希望日'),
    preferred_start: w('Preferred start', '희망 시작', '期望开始时间', '希望開始時刻'),
    preferred_end: w('Preferred end', '희망 종료', '期望结束时间', '希望終了時刻'),
    location,
    purpose: w('Purpose', '목적', '目的', '目的'),
    status,
    rejection_reason: w('Rejection reason', '거절 사유', '拒绝原因', '却下理由'),
    created_at: w('Requested', '요청 일시', '请求时间', '依頼日時'),
    meeting: w('Meeting created', '생성된 미팅', '已创建的洽谈', '作成された商談'),
  },
  transactions: {
    meeting: w('Meeting', '미팅', '洽谈', '商談'),
    ...buyer,
    ...seller,
    product,
    quantity,
    amount: w('Estimated value', '예상 금액', '预估金额', '見積金額'),
    currency,
    usd_value: usdValue,
    status,
    notes,
    created_at: w('Registered', '등록 일시', '登记时间', '登録日時'),
  },
  contracts: {
    number: w('Contract number', '계약 번호', '合同编号', '契約番号'),
    title: w('Title', '제목', '标题', '件名'),
    type: w('Type', '유형', '类型', '種類'),
    status,
    buyer_company: buyer.buyer_company,
    buyer_country: buyer.buyer_country,
    buyer: w('Buyer representative', '바이어 담당자', '买家负责人', 'バイヤー担当者'),
    seller_company: seller.seller_company,
    seller_country: seller.seller_country,
    seller: w('Seller representative', '셀러 담당자', '卖家负责人', 'セラー担当者'),
    product,
    quantity,
    unit_price: w('Unit price', '단가', '单价', '単価'),
    total_amount: w('Total amount', '총 금액', '总金额', '合計金額'),
    currency,
    usd_value: usdValue,
    contract_date: w('Contract date', '계약일', '合同日期', '契約日'),
    signed_date: w('Signed date', '서명일', '签署日期', '署名日'),
    delivery_date: w('Delivery date', '납품일', '交货日期', '納品日'),
    expiry_date: w('Expiry date', '만료일', '到期日期', '有効期限'),
    payment_terms: w('Payment terms', '결제 조건', '付款条件', '支払条件'),
    created_at: createdAt,
    updated_at: w('Last updated', '최종 수정', '最后更新', '最終更新'),
  },
} as const satisfies Record<ExportDataset, Record<string, Words>>;

/** The sheet of each .xlsx file, named after what it holds. */
export const SHEET_NAMES: Record<ExportDataset, Words> = {
  meetings: w('Meetings', '미팅', '洽谈', '商談'),
  'meeting-requests': w('Meeting requests', '미팅 요청', '会议请求', 'ミーティングリクエスト'),
  transactions: w('Transactions', '거래', '交易', '取引'),
  contracts: w('Contracts', '계약', '合同', '契約'),
};

/** A yes/no cell (whether someone checked in), in the header's language. */
export const YES_NO: Record<Language, { yes: string; no: string }> = {
  en: { yes: 'Yes', no: 'No' },
  ko: { yes: '예', no: '아니요' },
  zh: { yes: '是', no: '否' },
  ja: { yes: 'はい', no: 'いいえ' },
};

export type ExportColumn<D extends ExportDataset> = keyof (typeof EXPORT_COLUMNS)[D];
