import type { PageLang } from './texts';

/**
 * The "Paytable and rules" panel's texts in the three languages (beside texts.ts, whose table goes to the page's
 * script; these are rendered on the server only). No number of a game is written here: {placeholders} take them from
 * lib/slots.
 */
export type PaytableTexts = {
  title: string;
  paysCaption: string;
  symbol: string;
  count: string;
  onReel: string;
  perCell: string;
  share: string;
  multiplier: string;
  fruitRule: string;
  starRule: string;
  wildRule: string;
  gemRule: string;
  paylines: string;
  line: string;
  lineRows: string;
  rtp: string;
  maxWin: string;
  fairOutcome: string;
  betsCaption: string;
  side: string;
  pays: string;
  odds: string;
  sideRtp: string;
  baccaratRule: string;
  baccaratMaxWin: string;
};

export const PAYTABLE_TEXTS: Readonly<Record<PageLang, PaytableTexts>> = {
  en: {
    title: 'Paytable and rules',
    paysCaption: 'Pays, in multiples of the total bet',
    symbol: 'Symbol',
    count: '{count}\u00a0×',
    onReel: 'On each reel',
    perCell: 'Chance per cell',
    share: '{count} of {total}',
    multiplier: '{x}x',
    fruitRule: 'Three of a kind on a line pay; cherries pay for 1, 2 or 3 anywhere on a line. The wins of all {lines} lines add up.',
    starRule:
      '3, 4 or 5 of a kind on a line pay, counted from the leftmost reel; each line pays its best win, and the wins of all {lines} lines add up.',
    wildRule: 'Wild: the {wild} stands for any symbol on a line and also pays on its own.',
    gemRule:
      '{min} or more of one gem anywhere on the {reels}\u00a0×\u00a0{rows} grid pay by their count; several gems can pay in one spin. There are no lines.',
    paylines: 'Paylines',
    line: 'Line {line}',
    lineRows: 'Line {line}: rows {rows}, counted from the top',
    rtp: 'Return to player (RTP): {rtp}%',
    maxWin: 'Max win: {x} the total bet in one spin',
    fairOutcome:
      'Every outcome is computed from the provably fair seeds (server seed, client seed and nonce) and can be checked in the “Provably fair” panel.',
    betsCaption: 'Bets and payouts',
    side: 'Bet',
    pays: 'Pays',
    odds: '{x}:1',
    sideRtp: 'RTP',
    baccaratRule:
      'Each round is dealt from {decks} freshly shuffled decks; aces count 1, tens and pictures 0, and a hand counts its points modulo 10. With 8 or 9 both hands stand; otherwise the player draws on 0–5, and the banker draws on 0–5 if the player stood, else on 0–2, on 3 unless the player’s third card is an 8, on 4 against 2–7, on 5 against 4–7 and on 6 against 6–7.',
    baccaratMaxWin: 'Max win: {x} the bet on Tie',
  },
  ru: {
    title: 'Таблица выплат и правила',
    paysCaption: 'Выплаты, в разах от общей ставки',
    symbol: 'Символ',
    count: '{count}\u00a0×',
    onReel: 'На каждом барабане',
    perCell: 'Шанс на клетку',
    share: '{count} из {total}',
    multiplier: '{x}x',
    fruitRule:
      'Три одинаковых символа на линии выигрывают; вишни платят за 1, 2 или 3 штуки в любом месте линии. Выигрыши всех {lines} линий складываются.',
    starRule:
      'Платят 3, 4 или 5 одинаковых символов на линии, считая с крайнего левого барабана; каждая линия платит свой лучший выигрыш, выигрыши всех {lines} линий складываются.',
    wildRule: 'Вайлд: {wild} заменяет любой символ на линии и платит сам по себе.',
    gemRule:
      '{min} и более одинаковых камней в любом месте поля {reels}\u00a0×\u00a0{rows} платят по их числу; за один спин могут сыграть несколько камней. Линий нет.',
    paylines: 'Линии выплат',
    line: 'Линия {line}',
    lineRows: 'Линия {line}: ряды {rows}, считая сверху',
    rtp: 'Возврат игроку (RTP): {rtp}%',
    maxWin: 'Максимальный выигрыш: {x} от общей ставки за спин',
    fairOutcome:
      'Каждый результат вычисляется из сидов доказуемой честности (серверный сид, клиентский сид и nonce), и его можно проверить в панели «Доказуемая честность».',
    betsCaption: 'Ставки и выплаты',
    side: 'Ставка',
    pays: 'Выплата',
    odds: '{x}:1',
    sideRtp: 'RTP',
    baccaratRule:
      'Каждый раунд раздаётся из {decks} заново перетасованных колод; туз — 1 очко, десятки и картинки — 0, сумма руки берётся по модулю 10. При 8 или 9 обе руки стоят; иначе игрок берёт карту при 0–5, а банкир — при 0–5, если игрок не брал, иначе при 0–2, при 3, если третья карта игрока не 8, при 4 против 2–7, при 5 против 4–7 и при 6 против 6–7.',
    baccaratMaxWin: 'Максимальный выигрыш: {x} от ставки на ничью',
  },
  kz: {
    title: 'Төлем кестесі және ережелер',
    paysCaption: 'Төлемдер, жалпы бәстің еселігімен',
    symbol: 'Символ',
    count: '{count}\u00a0×',
    onReel: 'Әр барабанда',
    perCell: 'Бір ұяшыққа мүмкіндік',
    share: '{total} ішінен {count}',
    multiplier: '{x}x',
    fruitRule:
      'Сызықтағы үш бірдей символ ұтады; шиелер сызықтың кез келген жерінде 1, 2 немесе 3 болса төлейді. Барлық {lines} сызықтың ұтыстары қосылады.',
    starRule:
      'Сызықтағы 3, 4 немесе 5 бірдей символ ең сол жақ барабаннан бастап санағанда төлейді; әр сызық ең үлкен ұтысын төлейді, барлық {lines} сызықтың ұтыстары қосылады.',
    wildRule: 'Уайлд: {wild} сызықтағы кез келген символды алмастырады және өзі де төлейді.',
    gemRule:
      '{reels}\u00a0×\u00a0{rows} алаңның кез келген жеріндегі бір асыл тастың {min} не одан көбі санына қарай төлейді; бір айналымда бірнеше тас ұтуы мүмкін. Сызықтар жоқ.',
    paylines: 'Төлем сызықтары',
    line: '{line}-сызық',
    lineRows: '{line}-сызық: жоғарыдан санағандағы қатарлар {rows}',
    rtp: 'Ойыншыға қайтарым (RTP): {rtp}%',
    maxWin: 'Ең үлкен ұтыс: бір айналымда жалпы бәстің {x}',
    fairOutcome:
      'Әр нәтиже дәлелденетін әділдік сидтерінен (сервер сиді, клиент сиді және nonce) есептеледі, оны «Дәлелденетін әділдік» панелінде тексеруге болады.',
    betsCaption: 'Бәстер мен төлемдер',
    side: 'Бәс',
    pays: 'Төлем',
    odds: '{x}:1',
    sideRtp: 'RTP',
    baccaratRule:
      'Әр раунд жаңадан араластырылған {decks} колодадан таратылады; тұз — 1 ұпай, ондықтар мен суретті карталар — 0, қолдың сомасы 10-ға модуль бойынша алынады. 8 немесе 9 болса екі қол да тоқтайды; әйтпесе ойыншы 0–5 болғанда карта алады, ал банкир ойыншы алмаса 0–5 болғанда, алса 0–2 болғанда, 3 болғанда ойыншының үшінші картасы 8 болмаса, 4 болғанда 2–7-ге қарсы, 5 болғанда 4–7-ге қарсы және 6 болғанда 6–7-ге қарсы алады.',
    baccaratMaxWin: 'Ең үлкен ұтыс: тең нәтижеге қойылған бәстің {x}',
  },
};
