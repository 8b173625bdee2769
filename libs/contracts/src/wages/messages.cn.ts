import type { wagesEn } from './messages.en';

/** Wages, commission and rank: server messages in Chinese. */
export const wagesCn: { [K in keyof typeof wagesEn]: string } = {
  'wages.tiersRequired': '请至少填写一个提成档位',
  'wages.tooManyTiers': '提成档位最多 {max} 个',
  'wages.tierFromInvalid': '档位起点请填写金额（元），最多 2 位小数',
  'wages.tierRateInvalid': '档位提成比例请填写 0 到 100 的百分数，最多 4 位小数',
  'wages.firstTierNotZero': '第一个档位从 0 开始',
  'wages.tiersNotRising': '每个档位的起点须高于上一个档位',
  'wages.usdRateInvalid': '美元汇率请填写每美元折合人民币金额，大于 0，最多 4 位小数',
  'wages.effectiveFromPast': '新的提成系数最早从明天（{earliest}）生效：修改不会改写已过去的日子',
  'wages.sheetNotFound': '工资单不存在',
  'wages.adjustmentAmountInvalid': '请填写不为 0 的金额，最多 2 位小数',
  'wages.notAdjustable': '只有未核对的工资单可以调整',
  'wages.notCheckable': '只有待核对的工资单可以核对',
  'wages.notPayable': '只有已核对的工资单可以发放',
  'wages.totalNegative': '此调整会使工资低于 0（当前 {total}）',
  'wages.adjustmentKeyReused': '此调整已以其他内容记录过',
  'wages.rankPeriodInvalid': '请选择起始月份不晚于结束月份、最长 36 个月的期间',
  'wages.closeSalesmanUnknown': '业务员 {staffId} 不在本次月结的业务员中',
  'wages.closeSalesmenUnfinished': '月结尚不能完成：工资单已生成 {done} / {total}',
};
