/**
 * What a fresh stand-in holds: the course catalogue, its class items and the demo
 * student. File names are relative to provider/media/course/ (images) and
 * provider/media/course_data/ (class files and thumbnails), as the legacy API answers them.
 */

export interface SeedClassItem {
  title: string;
  description: string;
  week: number;
  fileType: 'video' | 'pdf';
  file: string;
  thumbnail: string;
}

export interface SeedCourse {
  title: string;
  description: string;
  image: string;
  /** Rupees. */
  price: number;
  /** Rupees off the price; null is stored as NULL and answered as "". */
  discount: number | null;
  classItems: SeedClassItem[];
}

const video = (week: number, title: string, description: string, name: string): SeedClassItem => ({
  week,
  title,
  description,
  fileType: 'video',
  file: `${name}.webm`,
  thumbnail: `${name}-thumb.jpg`,
});

const pdf = (week: number, title: string, description: string, name: string): SeedClassItem => ({
  week,
  title,
  description,
  fileType: 'pdf',
  file: `${name}.pdf`,
  thumbnail: `${name}-thumb.jpg`,
});

export const seedCourses: readonly SeedCourse[] = [
  {
    title: 'Stock Market Foundations',
    description:
      'An eight-week program on how the Indian stock market works: NSE and BSE, reading price charts, candlestick patterns, support and resistance, indicators, risk management and a written trading plan of your own.',
    image: 'stock-market-foundations.jpg',
    price: 4999,
    discount: 1000,
    classItems: [
      video(
        1,
        'How the stock market works',
        'Exchanges, brokers, depositories and what happens between placing an order and owning a share.',
        'market-basics',
      ),
      pdf(
        1,
        'Market structure: NSE, BSE and SEBI',
        'Notes on the exchanges, the regulator, trading hours and settlement.',
        'market-structure',
      ),
      video(
        2,
        'Reading candlestick charts',
        'Open, high, low and close in one candle, and what a run of candles says about buyers and sellers.',
        'candlestick-basics',
      ),
      pdf(
        2,
        'Candlestick pattern sheet',
        'Doji, hammer, engulfing and star patterns with where each one matters.',
        'candlestick-patterns',
      ),
      video(
        3,
        'Support and resistance',
        'Finding the price zones where a stock has turned before, and trading around them.',
        'support-resistance',
      ),
      pdf(
        3,
        'Trend lines worksheet',
        'Drawing trend lines and channels step by step, with practice charts to mark up.',
        'trend-lines',
      ),
      pdf(
        4,
        'Moving averages and indicators',
        'Simple and exponential moving averages, RSI and MACD: what they measure and their limits.',
        'indicators',
      ),
      video(
        5,
        'Risk management and position sizing',
        'Stop losses, risk per trade and sizing a position so that one loss never hurts the account.',
        'risk-management',
      ),
      pdf(
        6,
        'Position sizing guide',
        'Worked examples of sizing trades from account size, risk per trade and stop distance.',
        'position-sizing',
      ),
      pdf(
        7,
        'Trading psychology',
        'Fear, greed and revenge trading, and the routines that keep decisions calm.',
        'trading-psychology',
      ),
      pdf(
        8,
        'Your trading plan and journal',
        'A template for a written trading plan and a journal to review every trade against it.',
        'trading-plan',
      ),
    ],
  },
  {
    title: 'Forex Trading Essentials',
    description:
      'Currency trading for Indian traders: currency pairs on NSE and BSE, pips and lot sizes, what moves USD/INR, leverage and margin, and managing risk in a market that never sleeps.',
    image: 'forex-trading-essentials.jpg',
    price: 6999,
    discount: null,
    classItems: [
      pdf(
        1,
        'Currency pairs, pips and lots',
        'How currency pairs are quoted, what a pip is worth and how lot sizes work on Indian exchanges.',
        'forex-basics',
      ),
      video(
        2,
        'Leverage and risk',
        'Why leverage magnifies losses as much as gains, and how to size currency trades safely.',
        'risk-management',
      ),
    ],
  },
  {
    title: 'Options Trading on NSE',
    description:
      'Calls and puts on NIFTY and stock options: premiums, strike selection, expiry, the option Greeks and simple hedged strategies, with worked examples from NSE option chains.',
    image: 'options-trading-on-nse.jpg',
    price: 5999,
    discount: 0,
    classItems: [
      pdf(
        1,
        'Options basics: calls and puts',
        'What an option contract gives its buyer and asks of its seller, with payoff examples.',
        'options-basics',
      ),
      pdf(
        2,
        'The option Greeks',
        'Delta, gamma, theta and vega explained through a NIFTY option chain.',
        'option-greeks',
      ),
    ],
  },
];

export const demoStudent = {
  name: 'Demo Student',
  email: 'demo@example.com',
  mobile: '9876543210',
  password: 'demo12345',
} as const;

/** The demo student's order of the first course, placed this many days before the seed ran. */
export const demoOrder = {
  courseIndex: 0,
  daysBeforeSeed: 15,
  paymentId: 'pay_DemoSeed000001',
  bookingCode: 'TADEMO0001',
} as const;
