import type { PolicyDocument } from './types';

export const EN_USER_AGREEMENT: PolicyDocument = {
  lang: 'en',
  title: 'User Agreement',
  updated: '2025-01-15',
  intro:
    'This agreement sets out the terms on which you may use the Kazino website, its mirror domains and applications. By registering an account or placing a bet you confirm that you have read and accept it. If you do not agree, do not use the service.',
  sections: [
    {
      heading: '1. Parties',
      paragraphs: [
        'The agreement is made between you, the player, and the operator of Kazino (“we”, “us”). It also covers every mirror domain on which the service is offered; an account opened on one domain works on all of them.',
      ],
    },
    {
      heading: '2. Eligibility',
      items: [
        'You must be at least 18 years old, or older where the law of your country sets a higher age for gambling.',
        'Online gambling must be legal where you are. The service is not available in restricted regions; visitors from them see the “no access” page.',
        'You act on your own behalf and use your own money and payment methods.',
        'Our employees and their close relatives may not play for real money.',
      ],
    },
    {
      heading: '3. Your account',
      items: [
        'Each person may hold only one account. Duplicate accounts may be closed and their winnings cancelled.',
        'The details you give at registration must be true and kept up to date. We may ask you to verify them under our KYC policy.',
        'You are responsible for keeping your password secret and for all activity on your account. Tell us at once if you suspect unauthorised access.',
        'The account currency is chosen at registration (one of RUB, USD, KZT, INR, EUR, TRY, AZN, UZS, KGS).',
      ],
    },
    {
      heading: '4. Deposits and withdrawals',
      items: [
        'Deposits are credited to your real balance after the payment provider confirms them. An unpaid invoice expires after 20 minutes.',
        'Withdrawals are paid to a payment method in your own name, in the account currency, and are subject to the minimum payout for that currency shown in the FAQ.',
        'We may ask you to play through deposited funds at least once before a withdrawal, to prevent the use of the service for money transfers.',
        'Providers’ fees and exchange rates are shown before you confirm a payment.',
      ],
    },
    {
      heading: '5. Bonuses',
      paragraphs: [
        'Bonuses are credited to a separate bonus balance and become withdrawable only after the wagering requirement stated in the bonus terms has been met within its validity period. One welcome pack is available per person, household, device and payment method. We may cancel bonuses and the winnings made with them where the terms are abused.',
      ],
    },
    {
      heading: '6. Fair play and provably fair games',
      paragraphs: [
        'The outcomes of in-house games are generated with a provably fair scheme: the hash of the server seed is shown before you bet, your client seed and a round counter are combined with it, and the seed is revealed when you rotate it, so every round can be checked independently. Slots and live games are supplied by licensed providers and use their certified random number generators.',
        'The use of bots, collusion, exploitation of errors or any software that gives an unfair advantage is forbidden. If a game malfunctions, the affected bets are void and the stakes returned.',
      ],
    },
    {
      heading: '7. Responsible gaming',
      paragraphs: [
        'Gambling should be entertainment, never a way to make money. You may ask support at any time to set deposit limits, take a break or exclude yourself; self-exclusion cannot be lifted before its end date. We may restrict an account where we see signs of harmful play.',
      ],
    },
    {
      heading: '8. Limitation of liability',
      paragraphs: [
        'The service is provided “as is”. We are not liable for losses caused by interruptions of the internet connection, the failure of your device, actions of payment providers, or events beyond our reasonable control. Our liability to you is limited to the amount of the bets concerned. Nothing in this agreement limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: '9. Changes to the agreement',
      paragraphs: [
        'We may change this agreement. The current version is always published on this page with its date; material changes are announced in advance on the website. Continuing to use the service after a change means you accept it.',
      ],
    },
    {
      heading: '10. Contact',
      paragraphs: ['Questions and complaints: support@kazino.example or the support chat. We reply to complaints within 14 days.'],
    },
  ],
};
