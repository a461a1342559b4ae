import type { PolicyDocument } from './types';

export const EN_KYC: PolicyDocument = {
  lang: 'en',
  title: 'Know Your Customer (KYC) Policy',
  updated: '2025-01-15',
  intro:
    'This policy explains how Kazino verifies the identity of its players, why we do it and what we ask for. Verification protects your account and your money, keeps minors away from gambling and helps us meet our anti-money-laundering obligations.',
  sections: [
    {
      heading: '1. Purpose',
      paragraphs: [
        'We verify players to confirm that every account belongs to a real adult person, that each person holds only one account, that payments are made with the player’s own payment methods and that funds do not come from or go to illegal activity.',
      ],
    },
    {
      heading: '2. When verification is required',
      paragraphs: ['We may ask you to verify your identity at any time. In particular, verification is required:'],
      items: [
        'before your first withdrawal, or when the total of your withdrawals reaches the threshold set for your currency;',
        'when you change the email address, phone number or payment details linked to your account;',
        'when a payment provider, bank or regulator asks us to confirm who made a payment;',
        'when we see signs of several accounts held by one person, use of someone else’s payment method or bonus abuse;',
        'when the profile shows that verification is needed (the “verification required” notice).',
      ],
    },
    {
      heading: '3. Documents we accept',
      items: [
        'Proof of identity: a passport, a national identity card or a driving licence, valid and showing your full name, date of birth, photo and document number.',
        'Proof of address: a utility bill, bank statement or official letter issued in the last three months, showing your name and residential address.',
        'Proof of payment method: a photo of the bank card with the middle digits and the CVV covered, a screenshot of the e-wallet account or a bank statement showing the deposit.',
        'A selfie holding your identity document, when we need to confirm that the document is yours.',
      ],
    },
    {
      heading: '4. How to submit documents',
      paragraphs: [
        'Open your profile and follow the verification prompt, or send the documents through the support chat. Upload colour photos or scans in JPG, PNG or PDF format; all four corners of the document must be visible and the text must be readable. Do not send documents by any other channel and never share your password with anyone, including our staff.',
      ],
    },
    {
      heading: '5. Processing times',
      paragraphs: [
        'We review documents within 24 hours of receiving them, and usually much faster. If a document is unreadable, expired or does not match the account details, we tell you what to send instead. Withdrawals requested while verification is pending are processed as soon as it is complete.',
      ],
    },
    {
      heading: '6. Data retention and protection',
      paragraphs: [
        'Documents are stored encrypted, are accessible only to the compliance team and are used only for verification and the legal obligations described here. We keep them for as long as your account is open and for five years after it is closed, as anti-money-laundering rules require, and then delete them.',
      ],
    },
    {
      heading: '7. Refusal to verify',
      paragraphs: [
        'If you do not complete verification or provide false documents, we may restrict deposits, withdrawals and play on the account, and close it. Deposits that have not been played are returned to the payment method they came from, subject to the checks above.',
      ],
    },
    {
      heading: '8. Contact',
      paragraphs: ['Questions about verification: support@kazino.example or the support chat, available around the clock.'],
    },
  ],
};
