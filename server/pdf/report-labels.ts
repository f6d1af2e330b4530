// The words of the report PDF (docs/rules.md#report) in the four app languages; the caller's app
// language picks them, as for agendas (labels.ts).
import type { DealSizeBand, FeedbackFollowUp, Language } from '../../core/constants.ts';
import type { DECLINE_REASON_KEYS } from '../../core/schemas/request-health.ts';

export interface ReportLabels {
  title: string;
  /** '{start}' and '{end}' are replaced by the project's first and last day. */
  period: string;
  /** '{at}' is replaced by the moment the figures were read. */
  generated: string;
  meetingsByDay: string;
  day: string;
  planned: string;
  held: string;
  cancelled: string;
  noShow: string;
  /** Planned meetings neither held nor a no-show yet. */
  open: string;
  total: string;
  checkIn: string;
  /** '{checked}' and '{eligible}' are replaced by the counts. */
  checkInLine: string;
  satisfaction: string;
  rating: string;
  answers: string;
  average: string;
  followUp: string;
  followUps: Record<FeedbackFollowUp, string>;
  dealSize: string;
  dealSizes: Record<DealSizeBand, string>;
  /** A rating given without that detail. */
  unanswered: string;
  dealsByCountry: string;
  dealsByIndustry: string;
  country: string;
  industry: string;
  transactions: string;
  contracts: string;
  usd: string;
  notGiven: string;
  interpreters: string;
  interpreter: string;
  meetings: string;
  capacity: string;
  /** Slots an interpreter has no meeting in. */
  freeSlots: string;
  utilisation: string;
  topSellers: string;
  seller: string;
  buyer: string;
  company: string;
  requests: string;
  possibleNoShows: string;
  time: string;
  table: string;
  repeatNoShows: string;
  person: string;
  side: string;
  noShows: string;
  sides: { buyer: string; seller: string };
  none: string;
  requestHealth: string;
  figure: string;
  value: string;
  /** '{min}' and '{max}' are replaced by the target band's ends. */
  acceptanceRate: string;
  medianAnswer: string;
  /** Hours: '{hours}' is replaced by the number. */
  hours: string;
  waiting: string;
  expired: string;
  declineReasons: string;
  reason: string;
  reasons: Record<(typeof DECLINE_REASON_KEYS)[number], string>;
  /** '{max}' is replaced by the project's daily maximum. */
  overDailyMax: string;
  noDailyMax: string;
}

export const REPORT_LABELS: Record<Language, ReportLabels> = {
  en: {
    title: 'Event report',
    period: '{start} – {end}',
    generated: 'Figures as of {at}',
    meetingsByDay: 'Meetings by day',
    day: 'Day',
    planned: 'Planned',
    held: 'Held',
    cancelled: 'Cancelled',
    noShow: 'No-show',
    open: 'Not yet held',
    total: 'Total',
    checkIn: 'Check-in rate',
    checkInLine: '{checked} of {eligible} meetings that have begun had a check-in',
    satisfaction: 'Satisfaction',
    rating: 'Rating',
    answers: 'Answers',
    average: 'Average',
    followUp: 'Follow-up',
    followUps: { yes: 'Yes', maybe: 'Maybe', no: 'No' },
    unanswered: 'Not answered',
    dealSize: 'Expected deal size',
    dealSizes: {
      none: 'None',
      under_10k: 'Under $10k',
      '10k_100k': '$10k–100k',
      '100k_1m': '$100k–1M',
      over_1m: 'Over $1M',
    },
    dealsByCountry: "Deals by buyer's country (USD)",
    dealsByIndustry: "Deals by seller's industry (USD)",
    country: 'Country',
    industry: 'Industry',
    transactions: 'Transactions',
    contracts: 'Contracts',
    usd: 'USD',
    notGiven: 'Not given',
    interpreters: 'Interpreters',
    interpreter: 'Interpreter',
    meetings: 'Meetings',
    capacity: 'Slots',
    freeSlots: 'Free slots',
    utilisation: 'Utilisation',
    topSellers: 'Most requested sellers',
    seller: 'Seller',
    buyer: 'Buyer',
    company: 'Company',
    requests: 'Requests',
    possibleNoShows: 'Possible no-shows',
    time: 'Time',
    table: 'Table',
    repeatNoShows: 'Repeat no-shows',
    person: 'Person',
    side: 'Side',
    noShows: 'No-shows',
    sides: { buyer: 'Buyers', seller: 'Sellers' },
    none: 'None.',
    requestHealth: 'Request health',
    figure: 'Figure',
    value: 'Value',
    acceptanceRate: 'Acceptance rate (target {min}–{max})',
    medianAnswer: 'Median time to answer',
    hours: '{hours} h',
    waiting: 'Waiting over 48 h',
    expired: 'Expired requests',
    declineReasons: 'Decline reasons',
    reason: 'Reason',
    reasons: {
      not_relevant: 'Not relevant now',
      no_time: 'No time left',
      already_in_contact: 'Already in contact',
      other: 'Other',
      not_given: 'No reason chosen',
    },
    overDailyMax: 'Over the daily maximum of {max} meetings',
    noDailyMax: 'The project sets no daily maximum of meetings.',
  },
  ko: {
    title: '행사 결과 보고서',
    period: '{start} – {end}',
    generated: '{at} 기준 수치',
    meetingsByDay: '일자별 미팅',
    day: '날짜',
    planned: '예정',
    held: '진행',
    cancelled: '취소',
    noShow: '불참',
    open: '진행 전',
    total: '합계',
    checkIn: '체크인 비율',
    checkInLine: '시작된 미팅 {eligible}건 중 {checked}건 체크인',
    satisfaction: '만족도',
    rating: '평점',
    answers: '응답 수',
    average: '평균',
    followUp: '후속 미팅 의향',
    followUps: { yes: '예', maybe: '미정', no: '아니오' },
    unanswered: '미응답',
    dealSize: '예상 거래 규모',
    dealSizes: {
      none: '없음',
      under_10k: '1만 달러 미만',
      '10k_100k': '1만–10만 달러',
      '100k_1m': '10만–100만 달러',
      over_1m: '100만 달러 초과',
    },
    dealsByCountry: '바이어 국가별 거래 (USD)',
    dealsByIndustry: '셀러 업종별 거래 (USD)',
    country: '국가',
    industry: '업종',
    transactions: '거래',
    contracts: '계약',
    usd: 'USD',
    notGiven: '미입력',
    interpreters: '통역사',
    interpreter: '통역사',
    meetings: '미팅',
    capacity: '슬롯',
    freeSlots: '빈 슬롯',
    utilisation: '활용률',
    topSellers: '미팅 요청이 가장 많은 셀러',
    seller: '셀러',
    buyer: '바이어',
    company: '회사',
    requests: '요청 수',
    possibleNoShows: '불참 의심 미팅',
    time: '시간',
    table: '테이블',
    repeatNoShows: '반복 불참자',
    person: '이름',
    side: '구분',
    noShows: '불참 횟수',
    sides: { buyer: '바이어', seller: '셀러' },
    none: '없음.',
    requestHealth: '요청 현황',
    figure: '항목',
    value: '값',
    acceptanceRate: '수락률(목표 {min}–{max})',
    medianAnswer: '답변까지 걸린 시간(중앙값)',
    hours: '{hours}시간',
    waiting: '48시간 넘게 대기 중',
    expired: '만료된 요청',
    declineReasons: '거절 사유',
    reason: '사유',
    reasons: {
      not_relevant: '지금은 관련이 없음',
      no_time: '남은 시간이 없음',
      already_in_contact: '이미 연락하고 있음',
      other: '기타',
      not_given: '사유 선택 안 함',
    },
    overDailyMax: '하루 최대 {max}건을 넘은 미팅',
    noDailyMax: '이 프로젝트는 하루 최대 미팅 수를 정하지 않았습니다.',
  },
  zh: {
    title: '活动报告',
    period: '{start} – {end}',
    generated: '数据截至 {at}',
    meetingsByDay: '每日会谈',
    day: '日期',
    planned: '计划',
    held: '已举行',
    cancelled: '已取消',
    noShow: '缺席',
    open: '尚未举行',
    total: '合计',
    checkIn: '签到率',
    checkInLine: '已开始的 {eligible} 场会谈中有 {checked} 场签到',
    satisfaction: '满意度',
    rating: '评分',
    answers: '回答数',
    average: '平均',
    followUp: '后续跟进意向',
    followUps: { yes: '是', maybe: '可能', no: '否' },
    unanswered: '未回答',
    dealSize: '预计交易规模',
    dealSizes: {
      none: '无',
      under_10k: '1万美元以下',
      '10k_100k': '1万–10万美元',
      '100k_1m': '10万–100万美元',
      over_1m: '100万美元以上',
    },
    dealsByCountry: '按买家国家统计的交易 (USD)',
    dealsByIndustry: '按卖家行业统计的交易 (USD)',
    country: '国家',
    industry: '行业',
    transactions: '交易',
    contracts: '合同',
    usd: 'USD',
    notGiven: '未填写',
    interpreters: '口译员',
    interpreter: '口译员',
    meetings: '会谈',
    capacity: '时段',
    freeSlots: '空闲时段',
    utilisation: '利用率',
    topSellers: '收到会谈请求最多的卖家',
    seller: '卖家',
    buyer: '买家',
    company: '公司',
    requests: '请求数',
    possibleNoShows: '疑似缺席',
    time: '时间',
    table: '洽谈桌',
    repeatNoShows: '多次缺席者',
    person: '姓名',
    side: '身份',
    noShows: '缺席次数',
    sides: { buyer: '买家', seller: '卖家' },
    none: '无。',
    requestHealth: '请求健康度',
    figure: '指标',
    value: '数值',
    acceptanceRate: '接受率（目标 {min}–{max}）',
    medianAnswer: '答复时间中位数',
    hours: '{hours} 小时',
    waiting: '等待超过 48 小时',
    expired: '已过期的请求',
    declineReasons: '拒绝原因',
    reason: '原因',
    reasons: {
      not_relevant: '目前不相关',
      no_time: '没有时间了',
      already_in_contact: '已在联系中',
      other: '其他',
      not_given: '未选择原因',
    },
    overDailyMax: '超过每日上限 {max} 场会议',
    noDailyMax: '本项目未设每日会议上限。',
  },
  ja: {
    title: 'イベント報告書',
    period: '{start} – {end}',
    generated: '{at} 時点の数値',
    meetingsByDay: '日別の商談',
    day: '日付',
    planned: '予定',
    held: '実施',
    cancelled: 'キャンセル',
    noShow: '欠席',
    open: '未実施',
    total: '合計',
    checkIn: 'チェックイン率',
    checkInLine: '開始済みの商談 {eligible} 件中 {checked} 件でチェックイン',
    satisfaction: '満足度',
    rating: '評価',
    answers: '回答数',
    average: '平均',
    followUp: 'フォローアップ意向',
    followUps: { yes: 'はい', maybe: '未定', no: 'いいえ' },
    unanswered: '未回答',
    dealSize: '見込み取引規模',
    dealSizes: {
      none: 'なし',
      under_10k: '1万ドル未満',
      '10k_100k': '1万–10万ドル',
      '100k_1m': '10万–100万ドル',
      over_1m: '100万ドル超',
    },
    dealsByCountry: 'バイヤーの国別の取引 (USD)',
    dealsByIndustry: 'セラーの業種別の取引 (USD)',
    country: '国',
    industry: '業種',
    transactions: '取引',
    contracts: '契約',
    usd: 'USD',
    notGiven: '未入力',
    interpreters: '通訳者',
    interpreter: '通訳者',
    meetings: '商談',
    capacity: '枠',
    freeSlots: '空き枠',
    utilisation: '稼働率',
    topSellers: '商談リクエストの多いセラー',
    seller: 'セラー',
    buyer: 'バイヤー',
    company: '会社',
    requests: 'リクエスト数',
    possibleNoShows: '欠席の可能性がある商談',
    time: '時間',
    table: 'テーブル',
    repeatNoShows: '複数回の欠席者',
    person: '氏名',
    side: '区分',
    noShows: '欠席回数',
    sides: { buyer: 'バイヤー', seller: 'セラー' },
    none: 'なし。',
    requestHealth: 'リクエストの状況',
    figure: '項目',
    value: '値',
    acceptanceRate: '承認率（目標 {min}–{max}）',
    medianAnswer: '返答までの時間（中央値）',
    hours: '{hours} 時間',
    waiting: '48 時間以上待機中',
    expired: '期限切れのリクエスト',
    declineReasons: '辞退の理由',
    reason: '理由',
    reasons: {
      not_relevant: '今は関係がない',
      no_time: '時間が残っていない',
      already_in_contact: 'すでに連絡を取っている',
      other: 'その他',
      not_given: '理由の選択なし',
    },
    overDailyMax: '1 日の上限 {max} 件を超えた商談',
    noDailyMax: 'このプロジェクトには 1 日の商談数の上限がありません。',
  },
};
