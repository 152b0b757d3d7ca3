import { useId } from "react";
import { Trans, useTranslation } from "react-i18next";
import { cn } from "../../lib/cn.ts";

// The lodge crest: a shield with crossed arrows, in the amber accent.
export function LogoMark({ size = 36, className }: { size?: number; className?: string }) {
  const id = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fcd34d" />
          <stop offset="1" stopColor="#d97706" />
        </linearGradient>
      </defs>
      <path d="M20 2 35 8v11c0 9.5-6.4 16.2-15 19-8.6-2.8-15-9.5-15-19V8z" fill={`url(#${id}-g)`} />
      <path d="M20 5.5 32 10.3V19c0 7.8-5.1 13.3-12 15.8C13.1 32.3 8 26.8 8 19v-8.7z" fill="#0f1422" />
      <g stroke={`url(#${id}-g)`} strokeWidth="2.2" strokeLinecap="round" fill="none">
        <path d="M13 27 27 12" />
        <path d="M27 27 13 12" />
        <path d="M22.5 12h4.5v4.5" />
        <path d="M17.5 12H13v4.5" />
      </g>
      <circle cx="20" cy="19.5" r="2.2" fill="#fcd34d" />
    </svg>
  );
}

export function Logo({ className, size = 36 }: { className?: string; size?: number }) {
  const { t } = useTranslation();
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark size={size} />
      <span className="text-lg leading-none font-extrabold tracking-wide">
        <Trans t={t} i18nKey="logo.name" components={{ accent: <span className="text-lodge-accent" /> }} />
      </span>
    </span>
  );
}
