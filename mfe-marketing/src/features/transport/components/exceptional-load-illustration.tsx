/**
 * Drawing of a low-loader carrying a transformer, for the exceptional
 * transport page, which shows an image (docs/product-rules.md#pages). Inline SVG: no asset to
 * deploy with the remote, and it scales with the layout.
 */
export function ExceptionalLoadIllustration({ label, className }: { label: string; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 640 260" role="img" aria-label={label} focusable="false">
      <rect x="0" y="214" width="640" height="46" fill="#475569" />
      <path d="M0 236h640" stroke="#f8fafc" strokeWidth="4" strokeDasharray="28 22" />
      {/* Low-loader trailer: gooseneck, dropped deck, rear bogie. */}
      <path d="M70 170h60l20 18h300l20-18h40v20H80z" fill="#0b2545" />
      {/* Transformer: tank, cooling fins, three bushings. */}
      <rect x="190" y="92" width="200" height="96" rx="6" fill="#c2410c" />
      <path d="M204 104v72M222 104v72M240 104v72M340 104v72M358 104v72M376 104v72" stroke="#9a3412" strokeWidth="6" />
      <path d="M250 92V62M290 92V56M330 92V62" stroke="#1b1f24" strokeWidth="10" strokeLinecap="round" />
      <path d="M190 188l-24 -60M390 188l24 -60" stroke="#ffbf47" strokeWidth="4" />
      {/* Tractor unit. */}
      <path d="M510 120h58l32 40v30H510z" fill="#0b2545" />
      <path d="M522 130h40l22 28h-62z" fill="#dbe4f0" />
      <rect x="490" y="176" width="30" height="12" fill="#0b2545" />
      {[100, 140, 400, 440, 480, 540, 580].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="204" r="16" fill="#1b1f24" />
          <circle cx={cx} cy="204" r="6" fill="#cbd5e1" />
        </g>
      ))}
    </svg>
  );
}
