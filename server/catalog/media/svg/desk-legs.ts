import { shade } from './colour-math';
import { ellipse, line, mirrored, rect } from './elements';
import { roundFill } from './material-fill';
import type { SvgContext } from './svg-context';

/** How a desk stands: T feet, C legs, four square legs or an A frame. */
export const DESK_LEG_STYLES = ['t', 'c', 'four', 'a'] as const;
export type DeskLegStyle = (typeof DESK_LEG_STYLES)[number];

const glides = (x0: number, x1: number) => ellipse(x0, 836, 10, 5, '#1d1e21') + ellipse(x1, 836, 10, 5, '#1d1e21');

/* Each leg is drawn on the left; the right one is its mirror. */
function tLeg(ctx: SvgContext, frame: string, top: number): string {
  return (
    rect(234, top, 44, 650 - top, roundFill(ctx, frame), { rx: 3 }) +
    rect(228, 646, 56, 166, roundFill(ctx, shade(frame, -0.04)), { rx: 3 }) +
    rect(228, 646, 56, 6, shade(frame, -0.25), { opacity: 0.5 }) +
    rect(196, 810, 120, 24, frame, { rx: 10 }) +
    rect(196, 810, 120, 8, shade(frame, 0.14), { rx: 4 }) +
    glides(212, 300)
  );
}

/* A C leg: the column stands at the outer end of a foot that reaches in under the desk. */
function cLeg(ctx: SvgContext, frame: string, top: number): string {
  return (
    rect(196, top, 40, 640 - top, roundFill(ctx, frame), { rx: 2 }) +
    rect(190, 636, 52, 178, roundFill(ctx, shade(frame, -0.05)), { rx: 2 }) +
    rect(190, 810, 190, 22, frame, { rx: 4 }) +
    rect(190, 810, 190, 7, shade(frame, 0.16), { rx: 3 }) +
    glides(204, 366)
  );
}

/* Four square legs: the back one, further away, is darker and shorter; a rail joins them. */
function fourLegs(ctx: SvgContext, frame: string, top: number): string {
  const back = shade(frame, -0.22);
  return (
    rect(292, top, 24, 812 - top, back) +
    rect(186, 730, 130, 14, shade(frame, -0.12), { rx: 2 }) +
    rect(176, top, 30, 836 - top, roundFill(ctx, frame), { rx: 2 }) +
    rect(172, 828, 38, 10, shade(frame, -0.3), { rx: 3 })
  );
}

/* An A frame: two splayed tubes under each end, joined low by a bar. */
function aFrame(frame: string, top: number): string {
  return (
    line(250, top + 8, 192, 830, frame, 22) +
    line(250, top + 8, 318, 830, shade(frame, -0.12), 22) +
    line(250, top + 8, 196, 800, shade(frame, 0.2), 5, { opacity: 0.5 }) +
    rect(214, 700, 82, 12, shade(frame, -0.08), { rx: 4 }) +
    glides(192, 318)
  );
}

function leg(ctx: SvgContext, style: DeskLegStyle, frame: string, top: number): string {
  switch (style) {
    case 't':
      return tLeg(ctx, frame, top);
    case 'c':
      return cLeg(ctx, frame, top);
    case 'four':
      return fourLegs(ctx, frame, top);
    case 'a':
      return aFrame(frame, top);
  }
}

/** Both legs and the beam under the top; `doubleBeam` adds a second, lower rail. */
export function deskLegs(ctx: SvgContext, style: DeskLegStyle, frame: string, top: number, doubleBeam = false): string {
  const one = leg(ctx, style, frame, top);
  return (
    one +
    mirrored(one) +
    rect(240, top, 520, 16, shade(frame, -0.08), { rx: 3 }) +
    rect(240, top + 12, 520, 4, shade(frame, -0.3), { opacity: 0.35 }) +
    (doubleBeam ? rect(250, top + 60, 500, 12, shade(frame, -0.16), { rx: 3 }) : '')
  );
}
