/** A list shown without bullets or indent (it keeps its list semantics). */
export const plainList = { listStyleType: 'none', m: '0', p: '0' } as const;
