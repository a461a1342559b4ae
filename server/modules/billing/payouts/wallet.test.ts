import { describe, expect, it } from 'vitest';
import { maskWallet, normaliseWallet, passesLuhn } from './wallet';

describe('card numbers', () => {
  it('accepts Luhn-valid numbers of 16 to 19 digits, spaces and dashes dropped', () => {
    expect(normaliseWallet('card', '4111 1111 1111 1111', undefined)).toBe('4111111111111111');
    expect(normaliseWallet('card', '2200-0000-0000-0004', undefined)).toBe('2200000000000004');
    expect(normaliseWallet('card', '2200701234567890125', undefined)).toBe('2200701234567890125');
  });

  it('refuses a wrong check digit, too few or too many digits, letters', () => {
    for (const wallet of ['4111111111111112', '411111111111111', '22007012345678900000', '4111 1111 1111 111a', '', '0x4111111111111111']) {
      expect(normaliseWallet('card', wallet, undefined), wallet).toBeNull();
    }
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});

describe('crypto addresses', () => {
  it('checks the address format of the coin', () => {
    const tron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    const evm = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
    expect(normaliseWallet('crypto', ` ${tron} `, 'usdttrc20')).toBe(tron);
    expect(normaliseWallet('crypto', evm, 'usdttrc20')).toBeNull();
    expect(normaliseWallet('crypto', evm, 'usdterc20')).toBe(evm);
    expect(normaliseWallet('crypto', tron, 'eth')).toBeNull();
    expect(normaliseWallet('crypto', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'btc')).not.toBeNull();
    expect(normaliseWallet('crypto', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'btc')).not.toBeNull();
    // Base58 has no 0, O, I or l.
    expect(normaliseWallet('crypto', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60', 'usdttrc20')).toBeNull();
    expect(normaliseWallet('crypto', 'T1', 'usdttrc20')).toBeNull();
  });

  it('an unknown coin takes any plausible address, nothing with spaces or markup', () => {
    expect(normaliseWallet('crypto', 'addr_test1qz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer', 'ada')).not.toBeNull();
    expect(normaliseWallet('crypto', 'short', 'ada')).toBeNull();
    expect(normaliseWallet('crypto', '<script>alert(1)</script>xxxxxxxx', 'ada')).toBeNull();
    expect(normaliseWallet('crypto', 'a b c d e f g h i j k l m n o p', undefined)).toBeNull();
  });
});

describe('masking', () => {
  it('shows a card by its last four digits and an address by its ends', () => {
    expect(maskWallet('card', '4111111111111111')).toBe('**** 1111');
    expect(maskWallet('crypto', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('TR7NHq…Lj6t');
  });
});
