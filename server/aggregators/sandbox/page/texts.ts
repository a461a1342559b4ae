/**
 * Every visible string of the sandbox games' page in the three languages. The page is served by the api, not by Next,
 * so it cannot use messages/*.json; the keys of the three tables are the same (the type says so, a test checks it).
 * {placeholders} are filled by the page's script. Game names are proper names and are not translated.
 */
export type PageLang = 'ru' | 'en' | 'kz';

export type PageTexts = {
  demo: string;
  balance: string;
  credits: string;
  deposit: string;
  loading: string;
  rtp: string;
  bet: string;
  betDown: string;
  betUp: string;
  spin: string;
  spinning: string;
  win: string;
  noWin: string;
  wonAmount: string;
  lineWin: string;
  anywhereWin: string;
  reels: string;
  player: string;
  banker: string;
  tie: string;
  placeBets: string;
  bettingCloses: string;
  noMoreBets: string;
  waitingForBets: string;
  dealing: string;
  chipValue: string;
  addChip: string;
  clearBets: string;
  yourBet: string;
  playerWins: string;
  bankerWins: string;
  tieResult: string;
  roundResult: string;
  returned: string;
  pushNote: string;
  fairness: string;
  fairnessHelp: string;
  serverSeedHash: string;
  clientSeed: string;
  changeSeed: string;
  seedChanged: string;
  nextNonce: string;
  lastNonce: string;
  previousServerSeed: string;
  none: string;
  not_enough_money: string;
  bet_invalid: string;
  session_expired: string;
  wallet_unavailable: string;
  too_many_requests: string;
  network: string;
  unknown: string;
};

export const PAGE_TEXTS: Readonly<Record<PageLang, PageTexts>> = {
  en: {
    demo: 'Demo',
    balance: 'Balance',
    credits: 'credits',
    deposit: 'Deposit',
    loading: 'Loading…',
    rtp: 'RTP {rtp}%',
    bet: 'Bet',
    betDown: 'Lower the bet',
    betUp: 'Raise the bet',
    spin: 'Spin',
    spinning: 'Spinning…',
    win: 'Win',
    noWin: 'No win this time',
    wonAmount: 'You won {amount}',
    lineWin: 'Line {line}: {count} × {symbol}',
    anywhereWin: '{count} × {symbol}',
    reels: 'Reels',
    player: 'Player',
    banker: 'Banker',
    tie: 'Tie',
    placeBets: 'Place your bets',
    bettingCloses: 'Bets close in {seconds} s',
    noMoreBets: 'No more bets',
    waitingForBets: 'Waiting for bets',
    dealing: 'Dealing…',
    chipValue: 'Chip value',
    addChip: 'Add a chip to {side}',
    clearBets: 'Clear bets',
    yourBet: 'Your bet',
    playerWins: 'Player wins',
    bankerWins: 'Banker wins',
    tieResult: 'Tie',
    roundResult: '{winner}. Player {player}, Banker {banker}.',
    returned: 'Returned: {amount}',
    pushNote: 'On a tie, Player and Banker bets are returned',
    fairness: 'Provably fair',
    fairnessHelp:
      'Each result comes from HMAC-SHA256 of the server seed, your client seed and the nonce. Changing the seed reveals the current server seed, so you can check past results against its hash.',
    serverSeedHash: 'Server seed hash (SHA-256)',
    clientSeed: 'Client seed',
    changeSeed: 'Change seed',
    seedChanged: 'Seed changed. The previous server seed is revealed below.',
    nextNonce: 'Next nonce',
    lastNonce: 'Nonce of the last round',
    previousServerSeed: 'Previous server seed (revealed)',
    none: '—',
    not_enough_money: 'Not enough money for this bet.',
    bet_invalid: 'This bet is not allowed.',
    session_expired: 'The game session has ended. Reopen the game.',
    wallet_unavailable: 'The wallet is not answering. Try again in a moment.',
    too_many_requests: 'Too many requests. Wait a moment.',
    network: 'No connection to the game server.',
    unknown: 'Something went wrong. Try again.',
  },
  ru: {
    demo: 'Демо',
    balance: 'Баланс',
    credits: 'кредитов',
    deposit: 'Пополнить',
    loading: 'Загрузка…',
    rtp: 'RTP {rtp}%',
    bet: 'Ставка',
    betDown: 'Уменьшить ставку',
    betUp: 'Увеличить ставку',
    spin: 'Крутить',
    spinning: 'Вращение…',
    win: 'Выигрыш',
    noWin: 'В этот раз без выигрыша',
    wonAmount: 'Вы выиграли {amount}',
    lineWin: 'Линия {line}: {count} × {symbol}',
    anywhereWin: '{count} × {symbol}',
    reels: 'Барабаны',
    player: 'Игрок',
    banker: 'Банкир',
    tie: 'Ничья',
    placeBets: 'Делайте ставки',
    bettingCloses: 'Приём ставок закроется через {seconds} с',
    noMoreBets: 'Ставок больше нет',
    waitingForBets: 'Ожидание ставок',
    dealing: 'Раздача…',
    chipValue: 'Номинал фишки',
    addChip: 'Поставить фишку: {side}',
    clearBets: 'Убрать ставки',
    yourBet: 'Ваша ставка',
    playerWins: 'Победил игрок',
    bankerWins: 'Победил банкир',
    tieResult: 'Ничья',
    roundResult: '{winner}. Игрок {player}, банкир {banker}.',
    returned: 'Возвращено: {amount}',
    pushNote: 'При ничьей ставки на игрока и банкира возвращаются',
    fairness: 'Доказуемая честность',
    fairnessHelp:
      'Каждый результат получается из HMAC-SHA256 серверного сида, вашего клиентского сида и nonce. Смена сида раскрывает текущий серверный сид, и прошлые результаты можно сверить с его хешем.',
    serverSeedHash: 'Хеш серверного сида (SHA-256)',
    clientSeed: 'Клиентский сид',
    changeSeed: 'Сменить сид',
    seedChanged: 'Сид сменён. Прежний серверный сид раскрыт ниже.',
    nextNonce: 'Следующий nonce',
    lastNonce: 'Nonce последнего раунда',
    previousServerSeed: 'Прежний серверный сид (раскрыт)',
    none: '—',
    not_enough_money: 'Недостаточно средств для этой ставки.',
    bet_invalid: 'Такая ставка недоступна.',
    session_expired: 'Игровая сессия завершена. Откройте игру заново.',
    wallet_unavailable: 'Кошелёк не отвечает. Повторите чуть позже.',
    too_many_requests: 'Слишком много запросов. Подождите немного.',
    network: 'Нет связи с игровым сервером.',
    unknown: 'Что-то пошло не так. Попробуйте ещё раз.',
  },
  kz: {
    demo: 'Демо',
    balance: 'Баланс',
    credits: 'кредит',
    deposit: 'Толтыру',
    loading: 'Жүктелуде…',
    rtp: 'RTP {rtp}%',
    bet: 'Бәс',
    betDown: 'Бәсті азайту',
    betUp: 'Бәсті көбейту',
    spin: 'Айналдыру',
    spinning: 'Айналуда…',
    win: 'Ұтыс',
    noWin: 'Бұл жолы ұтыс жоқ',
    wonAmount: 'Сіз {amount} ұттыңыз',
    lineWin: '{line}-сызық: {count} × {symbol}',
    anywhereWin: '{count} × {symbol}',
    reels: 'Барабандар',
    player: 'Ойыншы',
    banker: 'Банкир',
    tie: 'Тең',
    placeBets: 'Бәс қойыңыз',
    bettingCloses: 'Бәс қабылдау {seconds} с кейін жабылады',
    noMoreBets: 'Бәс қабылдау жабылды',
    waitingForBets: 'Бәстер күтілуде',
    dealing: 'Карта таратылуда…',
    chipValue: 'Фишка номиналы',
    addChip: 'Фишка қою: {side}',
    clearBets: 'Бәстерді алып тастау',
    yourBet: 'Сіздің бәсіңіз',
    playerWins: 'Ойыншы жеңді',
    bankerWins: 'Банкир жеңді',
    tieResult: 'Тең',
    roundResult: '{winner}. Ойыншы {player}, банкир {banker}.',
    returned: 'Қайтарылды: {amount}',
    pushNote: 'Тең болғанда ойыншы мен банкирге қойылған бәстер қайтарылады',
    fairness: 'Дәлелденетін әділдік',
    fairnessHelp:
      'Әр нәтиже сервер сидінің, сіздің клиент сидіңіздің және nonce-тың HMAC-SHA256 мәнінен алынады. Сидті ауыстырғанда ағымдағы сервер сиді ашылады, сонда өткен нәтижелерді оның хешімен салыстыруға болады.',
    serverSeedHash: 'Сервер сидінің хеші (SHA-256)',
    clientSeed: 'Клиент сиді',
    changeSeed: 'Сидті ауыстыру',
    seedChanged: 'Сид ауыстырылды. Алдыңғы сервер сиді төменде ашылды.',
    nextNonce: 'Келесі nonce',
    lastNonce: 'Соңғы раундтың nonce-ы',
    previousServerSeed: 'Алдыңғы сервер сиді (ашылды)',
    none: '—',
    not_enough_money: 'Бұл бәске қаражат жеткіліксіз.',
    bet_invalid: 'Мұндай бәс қолжетімсіз.',
    session_expired: 'Ойын сессиясы аяқталды. Ойынды қайта ашыңыз.',
    wallet_unavailable: 'Әмиян жауап бермейді. Сәлден соң қайталаңыз.',
    too_many_requests: 'Сұраулар тым көп. Сәл күтіңіз.',
    network: 'Ойын серверімен байланыс жоқ.',
    unknown: 'Бірдеңе дұрыс болмады. Қайталап көріңіз.',
  },
};

/** Symbol names read out by screen readers and in the win list. */
export const SYMBOL_NAMES: Readonly<Record<PageLang, Readonly<Record<string, string>>>> = {
  en: {
    cherry: 'cherry',
    lemon: 'lemon',
    orange: 'orange',
    plum: 'plum',
    bell: 'bell',
    bar: 'bar',
    seven: 'seven',
    star: 'star (wild)',
    grape: 'grapes',
    diamond: 'diamond',
    ruby: 'ruby',
    emerald: 'emerald',
    sapphire: 'sapphire',
    amethyst: 'amethyst',
    topaz: 'topaz',
    pearl: 'pearl',
  },
  ru: {
    cherry: 'вишня',
    lemon: 'лимон',
    orange: 'апельсин',
    plum: 'слива',
    bell: 'колокольчик',
    bar: 'BAR',
    seven: 'семёрка',
    star: 'звезда (вайлд)',
    grape: 'виноград',
    diamond: 'бриллиант',
    ruby: 'рубин',
    emerald: 'изумруд',
    sapphire: 'сапфир',
    amethyst: 'аметист',
    topaz: 'топаз',
    pearl: 'жемчуг',
  },
  kz: {
    cherry: 'шие',
    lemon: 'лимон',
    orange: 'апельсин',
    plum: 'қара өрік',
    bell: 'қоңырау',
    bar: 'BAR',
    seven: 'жеті',
    star: 'жұлдыз (уайлд)',
    grape: 'жүзім',
    diamond: 'гауһар',
    ruby: 'лағыл',
    emerald: 'зүбәржат',
    sapphire: 'сапфир',
    amethyst: 'аметист',
    topaz: 'топаз',
    pearl: 'інжу',
  },
};
