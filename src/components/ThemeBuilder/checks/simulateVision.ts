import { fromLinear, toLinear, type Rgba } from './color';

export type Vision = 'normal' | 'deuteranopia' | 'protanopia' | 'tritanopia';

export const VISIONS: readonly Vision[] = ['normal', 'deuteranopia', 'protanopia', 'tritanopia'];

type Matrix = readonly [
  readonly [number, number, number],
  readonly [number, number, number],
  readonly [number, number, number],
];

/**
 * Machado, Oliveira and Fernandes, "A Physiologically-based Model for Simulation of Color Vision
 * Deficiency" (IEEE TVCG 15(6), 2009): their matrices at severity 1.0 (dichromacy), applied to linear RGB.
 */
const MACHADO_2009: Record<Exclude<Vision, 'normal'>, Matrix> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** The colour as a reader with `vision` sees it (opaque colours; alpha is kept). */
export function simulateVision(colour: Rgba, vision: Vision): Rgba {
  if (vision === 'normal') return colour;
  const linear = [toLinear(colour.r), toLinear(colour.g), toLinear(colour.b)] as const;
  const [r, g, b] = MACHADO_2009[vision].map((row) => row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2]);
  return { r: fromLinear(r ?? 0), g: fromLinear(g ?? 0), b: fromLinear(b ?? 0), a: colour.a };
}
