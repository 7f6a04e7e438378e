/**
 * Groups output widths under the size the SVG is rendered at. Rendering once at the largest
 * width and shrinking everything from it costs more than drawing the SVG again small (large
 * downscales are slow) and blurs thin lines; a render serves widths down to half its size.
 */
export function renderPlan(widths: readonly number[]): { render: number; widths: number[] }[] {
  const remaining = [...new Set(widths)].sort((a, b) => b - a);
  const plan: { render: number; widths: number[] }[] = [];
  while (remaining.length > 0) {
    const render = remaining[0] as number;
    const served = remaining.filter((width) => width * 2 >= render);
    plan.push({ render, widths: served });
    remaining.splice(0, served.length);
  }
  return plan;
}
