/** The text of the seeded lesson PDFs, keyed by file name. */
import type { PdfBlock } from './pdf.ts';

const p = (text: string): PdfBlock => ({ kind: 'paragraph', text });
const b = (text: string): PdfBlock => ({ kind: 'bullet', text });
const h = (text: string): PdfBlock => ({ kind: 'subheading', text });

export const DISCLAIMER =
  'These notes are for education only and are not investment advice. Trading involves risk of loss; never trade money you cannot afford to lose.';

export const lessonNotes: Record<string, PdfBlock[]> = {
  'market-structure.pdf': [
    p(
      'India has two main stock exchanges: the National Stock Exchange (NSE) and the Bombay Stock Exchange (BSE). Both list shares of Indian companies and run derivatives segments. The Securities and Exchange Board of India (SEBI) regulates them, the brokers and the depositories.',
    ),
    h('Who does what'),
    b('Exchange: matches buy and sell orders and publishes prices.'),
    b('Broker: a SEBI-registered member who places your orders on the exchange.'),
    b('Depository (NSDL or CDSL): holds your shares in electronic form in a demat account.'),
    b('Clearing corporation: guarantees settlement of every trade done on the exchange.'),
    h('Trading hours and settlement'),
    p(
      'The normal equity session runs from 9:15 am to 3:30 pm IST on working days, after a pre-open session from 9:00 am. Equity trades settle on a T+1 basis: shares and money move one working day after the trade.',
    ),
    h('Exercise'),
    p(
      'Open the NSE website, find the market status page and note the indices shown. Write down three stocks from the NIFTY 50 and the sector each belongs to.',
    ),
  ],
  'candlestick-patterns.pdf': [
    p(
      'A candlestick shows the open, high, low and close of one period. A green (hollow) body means the close was above the open; a red (filled) body means it was below. The thin lines above and below the body are the wicks.',
    ),
    h('Single-candle patterns'),
    b('Doji: open and close almost equal. Indecision; matters most after a long move.'),
    b(
      'Hammer: small body near the top, long lower wick. Sellers pushed price down and buyers took it back.',
    ),
    b('Shooting star: small body near the bottom, long upper wick. The mirror of the hammer.'),
    h('Two- and three-candle patterns'),
    b('Bullish engulfing: a green body that fully covers the previous red body.'),
    b('Bearish engulfing: a red body that fully covers the previous green body.'),
    b('Morning star and evening star: three candles marking a possible turn after a trend.'),
    h('Where patterns matter'),
    p(
      'A pattern on its own is weak evidence. It means more at a support or resistance level, with rising volume, and in the direction of the larger trend. Always wait for the candle to close before acting on it.',
    ),
  ],
  'trend-lines.pdf': [
    p(
      'A trend line joins two or more swing lows (in an uptrend) or swing highs (in a downtrend). The more times price respects a line, the more traders watch it.',
    ),
    h('Drawing a trend line step by step'),
    b('Switch to a daily chart and zoom out to see at least six months.'),
    b('Mark the clear swing lows (for an uptrend) with a dot.'),
    b('Join the two lowest dots and extend the line to the right.'),
    b('Adjust so the line touches the most lows without cutting through candle bodies.'),
    h('Channels'),
    p(
      'Draw a parallel line through the swing highs to form a channel. Price moving from the lower line to the upper line gives a map of where to buy, where to take profit and where the idea is wrong.',
    ),
    h('Practice'),
    p(
      'Pick three NIFTY 50 stocks. On each, draw the main trend line and a channel, then note one level where you would buy and where your stop loss would go.',
    ),
  ],
  'indicators.pdf': [
    p(
      'Indicators are calculations on price and volume. They do not predict the future; they summarise what price has already done, so use them to confirm what you see on the chart.',
    ),
    h('Moving averages'),
    b('Simple moving average (SMA): the average close over N periods.'),
    b('Exponential moving average (EMA): gives recent closes more weight, so it turns faster.'),
    b('Price above a rising 50-day average is a common definition of an uptrend.'),
    h('RSI'),
    p(
      'The Relative Strength Index moves between 0 and 100. Readings above 70 are called overbought and below 30 oversold, but in strong trends RSI can stay there for a long time.',
    ),
    h('MACD'),
    p(
      'MACD is the difference between a 12-period and a 26-period EMA, with a 9-period signal line. Crossovers of the signal line and of zero show changes in momentum.',
    ),
    h('Limits'),
    p(
      'Every indicator lags price. Using five indicators that measure the same thing adds no information; pick one trend tool and one momentum tool.',
    ),
  ],
  'position-sizing.pdf': [
    p(
      'Position sizing decides how many shares to buy so that a loss at your stop costs a fixed, small part of your account. It matters more than where you enter.',
    ),
    h('The formula'),
    p('Quantity = (account size x risk per trade) / (entry price - stop loss price).'),
    h('Worked example'),
    b('Account size: Rs 2,00,000. Risk per trade: 1 percent, so Rs 2,000.'),
    b('Entry at Rs 500, stop loss at Rs 480: risk per share is Rs 20.'),
    b('Quantity = 2,000 / 20 = 100 shares, a position worth Rs 50,000.'),
    p(
      'If the stop is hit you lose Rs 2,000 plus charges, whatever the stock does next. Ten such losses in a row cost about ten percent of the account, which can be recovered.',
    ),
    h('Exercise'),
    p(
      'For an account of Rs 1,00,000 and 1 percent risk, size a trade with entry Rs 1,250 and stop Rs 1,210. Then size it again with a stop at Rs 1,150 and compare.',
    ),
  ],
  'trading-psychology.pdf': [
    p(
      'Most trading mistakes are not analysis mistakes. They come from fear, greed, boredom and the wish to win back a loss straight away.',
    ),
    h('Common traps'),
    b('Revenge trading: taking a bigger trade right after a loss to get even.'),
    b('Moving the stop loss further away because the trade is going against you.'),
    b('Taking profits too early out of fear, and letting losses run out of hope.'),
    b('Overtrading on quiet days because doing nothing feels like wasting time.'),
    h('Routines that help'),
    b('Decide entry, stop and target before the market opens, and write them down.'),
    b('Set a daily loss limit; when it is reached, stop trading for the day.'),
    b('Review every trade in a journal at the end of the week, not during the session.'),
    p('The goal is to make each decision the same way whether the last trade won or lost.'),
  ],
  'trading-plan.pdf': [
    p(
      'A trading plan is a written set of rules you follow on every trade. A journal records what you actually did, so you can compare the two.',
    ),
    h('Your plan'),
    b('Markets and time frame: which instruments you trade and on which chart.'),
    b('Setups: the exact conditions that must be present before you enter.'),
    b('Risk: risk per trade, daily loss limit and maximum open positions.'),
    b('Exits: where the stop loss goes and how you take profits.'),
    b('Schedule: when you analyse, when you trade and when you review.'),
    h('Your journal'),
    p(
      'For each trade record the date, instrument, setup, entry, stop, target, quantity, result in rupees and in R (multiples of the amount risked), and one line on what you felt.',
    ),
    h('Weekly review'),
    p(
      'Every weekend, count the trades that followed the plan and those that did not. Change the plan only on evidence from at least twenty trades.',
    ),
  ],
  'forex-basics.pdf': [
    p(
      'In India, retail traders can trade currency futures and options on NSE and BSE in pairs such as USD/INR, EUR/INR, GBP/INR and JPY/INR, and cross pairs such as EUR/USD.',
    ),
    h('Reading a quote'),
    p(
      'USD/INR at 83.2500 means one US dollar costs 83.25 rupees. The first currency is the base; the second is the quote currency.',
    ),
    h('Pips, ticks and lots'),
    b('The tick size on USD/INR futures is 0.25 paise (0.0025 rupees).'),
    b('One lot of USD/INR futures is 1,000 US dollars.'),
    b('A move of one tick on one lot changes the value by Rs 2.50.'),
    h('What moves USD/INR'),
    p(
      'Interest rate decisions by the RBI and the US Federal Reserve, inflation data, crude oil prices, foreign investment flows and RBI intervention all move the rupee.',
    ),
    h('Exercise'),
    p(
      'Find the near-month USD/INR futures price on NSE and work out how much one lot gains or loses if the price moves by 10 paise.',
    ),
  ],
  'options-basics.pdf': [
    p(
      'An option is a contract that gives its buyer a right, not an obligation, and puts an obligation on its seller. On NSE, index options such as NIFTY options are cash-settled.',
    ),
    h('Calls and puts'),
    b('Call option: the right to buy at the strike price. It gains when the price rises.'),
    b('Put option: the right to sell at the strike price. It gains when the price falls.'),
    b('The buyer pays a premium; the most a buyer can lose is that premium.'),
    b('The seller receives the premium and can lose far more, so brokers ask for margin.'),
    h('Payoff example'),
    p(
      'NIFTY is at 22,000. You buy a 22,100 call for a premium of 80 points. At expiry, if NIFTY is at 22,300 the call is worth 200 points and you gain 120 points per unit. If NIFTY is below 22,100 the call expires worthless and you lose the 80 points.',
    ),
    h('Expiry and lot size'),
    p(
      'Each contract has an expiry date and a lot size set by the exchange. Check both on the NSE option chain before placing any order.',
    ),
  ],
  'option-greeks.pdf': [
    p(
      'The Greeks measure how an option premium responds to changes in price, time and volatility. The NSE option chain shows them next to each strike.',
    ),
    h('The four main Greeks'),
    b(
      'Delta: change in premium for a one-point move in the underlying. Calls 0 to 1, puts 0 to -1.',
    ),
    b('Gamma: how fast delta changes. Highest for at-the-money options close to expiry.'),
    b('Theta: premium lost per day as time passes. Option buyers pay it; sellers earn it.'),
    b('Vega: change in premium for a one percent change in implied volatility.'),
    h('Reading the option chain'),
    p(
      'Take a NIFTY call with delta 0.50, theta -12 and vega 9. If NIFTY rises 40 points the premium gains about 20 points; one day passing costs about 12 points; a one percent rise in implied volatility adds about 9 points.',
    ),
    h('Exercise'),
    p(
      'Pick an at-the-money and a far out-of-the-money NIFTY call with the same expiry. Compare their delta and theta and explain why they differ.',
    ),
  ],
};
