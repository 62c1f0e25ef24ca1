/**
 * Swatches offered beside every colour field: colours from the designer vocabulary the prompt interpreter uses
 * (engine/designer-colours.ts), so that a colour picked here is one a brief could have named.
 */
export const PALETTE: readonly { name: string; hex: string }[] = [
  { name: 'white', hex: '#ffffff' },
  { name: 'cream', hex: '#f9f1dc' },
  { name: 'sand', hex: '#d8c7a4' },
  { name: 'terracotta', hex: '#c8643c' },
  { name: 'coral', hex: '#ff7f50' },
  { name: 'crimson', hex: '#dc143c' },
  { name: 'burgundy', hex: '#800020' },
  { name: 'mustard', hex: '#e1ad01' },
  { name: 'gold', hex: '#d4af37' },
  { name: 'sage', hex: '#9caf88' },
  { name: 'emerald', hex: '#50c878' },
  { name: 'teal', hex: '#008080' },
  { name: 'sky blue', hex: '#87ceeb' },
  { name: 'navy', hex: '#1b2a4e' },
  { name: 'lavender', hex: '#b9a2d8' },
  { name: 'charcoal', hex: '#36454f' },
  { name: 'slate', hex: '#708090' },
  { name: 'black', hex: '#000000' },
];
