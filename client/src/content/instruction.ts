import { instructionHead } from './page-heads.ts';
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';
/**
 * The Instruction page: what the course covers, as 12 topic cards (SPEC.md §2). Each card
 * shows its first topics and hides `more` behind a Read more toggle.
 */
export interface InstructionTopic {
  id: string;
  title: string;
  topics: readonly string[];
  more: readonly string[];
}

export const instructionContent = {
  ...instructionHead,
  // The page's heading, worded as the academy has always worded it (SPEC.md §2).
  heading: 'Things Which You Will be Installed within This Course',
  intro:
    'From your first look at a currency pair to trading live with a mentor: these are the skills and habits the course builds, module by module.',
  readMore: 'Read more',
  readLess: 'Read less',
  cards: [
    {
      id: 'forex-intro',
      title: 'Introduction to Forex',
      topics: [
        'What the forex market is and how it trades around the clock',
        'Currency pairs: majors, minors and crosses',
        'Pips, lots and leverage explained simply',
      ],
      more: [
        'Brokers, spreads and account types',
        'Setting up your trading platform',
        'Placing market, limit and stop orders',
      ],
    },
    {
      id: 'technical-analysis',
      title: 'Technical Analysis: Charts and Trends',
      topics: [
        'Line, bar and candlestick charts',
        'Reading candlesticks and common patterns',
        'Identifying uptrends, downtrends and ranges',
      ],
      more: [
        'Choosing timeframes and top-down analysis',
        'Drawing support, resistance and trend lines',
        'Chart patterns: flags, triangles, double tops and bottoms',
      ],
    },
    {
      id: 'market-structure',
      title: 'Market Structure',
      topics: [
        'Swing highs and swing lows',
        'Break of structure and change of character',
        'Trending versus consolidating markets',
      ],
      more: [
        'Supply and demand zones',
        'Premium and discount areas of a range',
        'Mapping structure across timeframes',
      ],
    },
    {
      id: 'indicators',
      title: 'Technical Indicators and Tools',
      topics: [
        'Moving averages and how to use them as dynamic levels',
        'RSI and spotting momentum and divergence',
        'MACD for trend strength',
      ],
      more: [
        'Fibonacci retracements and extensions',
        'Volume and what it confirms',
        'Avoiding indicator overload: picking a clean chart',
      ],
    },
    {
      id: 'smart-money',
      title: 'Smart Money Concept',
      topics: [
        'How institutions move the market',
        'Liquidity: where the stop losses sit',
        'Order blocks and how to mark them',
      ],
      more: [
        'Fair value gaps and imbalances',
        'Inducement and liquidity sweeps',
        'Entries that follow institutional footprints',
      ],
    },
    {
      id: 'all-together',
      title: 'How to Use It Altogether',
      topics: [
        'Building confluence from structure, levels and indicators',
        'A step-by-step checklist before every trade',
        'Writing your own trading plan',
      ],
      more: [
        'Backtesting a strategy on historical charts',
        'Worked examples from analysis to exit',
        'Reviewing and refining the plan each week',
      ],
    },
    {
      id: 'time-zones-news',
      title: 'Time Zones and News Events',
      topics: [
        'The Asian, London and New York sessions in IST',
        'When the markets are most active',
        'Using an economic calendar',
      ],
      more: [
        'High-impact news: interest rates, inflation, jobs data',
        'Trading around news, or standing aside',
        'Session overlaps and volatility',
      ],
    },
    {
      id: 'trade-management',
      title: 'Trade Management',
      topics: [
        'Planning entries, stop losses and targets',
        'Moving a stop to break-even, and when not to',
        'Partial profits and scaling out',
      ],
      more: [
        'Trailing stops on trending moves',
        'Handling gaps and slippage',
        'Keeping a trade journal that teaches you something',
      ],
    },
    {
      id: 'risk-management',
      title: 'Risk Management',
      topics: [
        'Risking a fixed, small share of capital per trade',
        'Position sizing from your stop loss',
        'Reward-to-risk and why win rate is not everything',
      ],
      more: [
        'Daily and weekly loss limits',
        'Correlation: not taking the same risk twice',
        'Protecting capital through drawdowns',
      ],
    },
    {
      id: 'psychology',
      title: 'Trading Psychology',
      topics: [
        'Fear, greed and the urge to revenge trade',
        'Building discipline with routines',
        'Accepting losses as part of the business',
      ],
      more: [
        'Overtrading and how to spot it early',
        'Patience: waiting for your setup',
        'Reviewing your own behaviour in the journal',
      ],
    },
    {
      id: 'live-trading',
      title: 'Live Trading Sessions',
      topics: [
        'Watching a mentor analyse live markets',
        'Trades planned, taken and managed in real time',
        'Questions answered during the session',
      ],
      more: [
        'Post-session reviews of every trade',
        'Practising the plan on a demo account',
        'Moving from demo to live with small size',
      ],
    },
    {
      id: 'bonus',
      title: 'Bonus',
      topics: [
        'Recordings of every class to revisit anytime',
        'Weekly market analysis sessions',
        'Three months of support after the course',
      ],
      more: [
        'Access to the student mentoring community',
        'Doubt-clearing sessions',
        'Personal one-to-one mentorship',
      ],
    },
  ] satisfies InstructionTopic[],
} as const;

/** This feature's text in each language (Hindi: ./hi/instruction.ts). */
export const instructionCatalogue = defineCatalogue(
  'instruction',
  { instructionContent },
  () => import('./hi/instruction.ts'),
);
