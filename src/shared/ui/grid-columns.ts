// @unocss-include: UnoCSS scans only .tsx files for classes unless told.

/** Large-screen columns for a grid of `count` cards: one per card up to four, so no column is left empty. */
export const largeScreenColumns = (count: number) =>
  (['lg:grid-cols-1', 'lg:grid-cols-2', 'lg:grid-cols-3'] as const)[count - 1] ?? 'lg:grid-cols-4';
