import type { beansEn } from './messages.en';

export const beansCn: Record<keyof typeof beansEn, string> = {
  'beans.insufficient': '金豆不足，请及时充值',
  'beans.contactFinance': '请联系财务部门充值',
  'beans.amountInvalid': '请输入大于0的金豆数量',
  'beans.entryUnknown': '该金豆流水不存在',
  'beans.alreadyReversed': '该流水已冲正',
  'beans.reversalNotReversible': '冲正流水不能再冲正',
  'beans.reversalNegative': '冲正此笔充值将使余额小于0（当前余额 {balance}）',
  'beans.accountUnknown': '账号不存在',
  'beans.notBeanAccount': '只有业务员和贸易商有金豆',
  'beans.recharged': '充值成功',
  'beans.reversed': '冲正成功',
  'beans.unchanged': '已记录，无需重复操作',
  'beans.refunded': '报价未保存，金豆已退回',
  'beans.idempotencyKeyInvalid': 'Idempotency-Key 请求头须为1至255个可见ASCII字符',
  'beans.idempotencyKeyReused': '该请求标识已用于另一笔不同的操作，本次未做任何更改，请刷新后重试',
} as const;
