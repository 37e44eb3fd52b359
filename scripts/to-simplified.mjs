import * as OpenCC from 'opencc-js';

const convert = OpenCC.Converter({ from: 'hk', to: 'cn' });

/** Hong Kong wording that differs on the mainland beyond the script itself. */
const TERM_OVERRIDES = [
  ['杜拜', '迪拜'],
  ['阿布達比', '阿布扎比'],
  ['沙地阿拉伯', '沙特阿拉伯'],
  ['私隱', '隐私'],
  ['網上', '网上'],
  ['電郵', '电子邮件'],
  ['資訊', '信息'],
  ['裝置', '设备'],
  ['本機儲存', '本地存储'],
  ['儲存', '保存'],
  ['連線', '连接'],
  ['字元', '字符'],
];

export function toSimplified(text) {
  let result = text;
  for (const [hk, cn] of TERM_OVERRIDES) result = result.replaceAll(hk, cn);
  return convert(result);
}
