/**
 * Art direction: where each drawing's subject sits (object-position, phone first, then md: for wide strips),
 * so a tall phone hero or a wide desktop strip keeps the tents, the shore or whole balloons in frame.
 * Images not listed are centred. A photo dropped in under the same name inherits its crop.
 */
export const CROPS: Record<string, string> = {
  'hero-poster': 'object-[35%_50%] md:object-center',
  'desert-camp': 'object-bottom md:object-[50%_90%]',
  'red-sea': 'object-bottom md:object-[50%_95%]',
  cappadocia: 'object-[50%_40%] md:object-[50%_24%]',
  banner: 'object-[50%_70%]',
  'wadi-disah': 'object-[50%_75%]',
  'old-dubai': 'object-[72%_50%] md:object-bottom',
};
