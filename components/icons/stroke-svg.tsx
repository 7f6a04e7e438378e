import type { ReactElement, ReactNode } from 'react';

export interface IconProps {
  /** Size (`size-5`) and colour (`text-*`); the stroke rules come from `.stroke-icon`. */
  className?: string;
}

/** Any icon of this folder, for data that names one (a list of highlights, a toast's kind). */
export type IconComponent = (props: IconProps) => ReactElement;

/**
 * The frame of every icon in this folder: a decorative 24-unit Lucide drawing whose stroke rules
 * are the `.stroke-icon` class (styles/shell.css), not attributes on each <svg>. Icons are never
 * the only label of a control: the control says what it does in words.
 */
export function StrokeSvg({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className ? `stroke-icon ${className}` : 'stroke-icon'}>
      {children}
    </svg>
  );
}
