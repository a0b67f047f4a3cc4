import type { ContentLanguage, ContentPageSlug, ContentTextInput } from '@casino/contract';

/**
 * The static pages' texts as the site shipped them before the content store (issue 15), now its first
 * versions. The texts say what they said; company facts are settings, written in as `{{companyName}}`, `{{companyNumber}}`,
 * `{{companyAddress}}` and `{{supportEmail}}` (config.ts: COMPANY_*, SUPPORT_EMAIL).
 */
export const SEED_PAGES: Record<ContentPageSlug, Record<ContentLanguage, ContentTextInput>> = {
  about: {
    ja: {
      title: '会社概要',
      description:
        '夜桜カジノと運営会社 {{companyName}} について。コインは換金できず、実際のお金を賭けることはありません。',
      body: `## 夜桜カジノについて

夜桜カジノは、スロットやライブゲームをコインで楽しめるソーシャルカジノです。コインはゲーム内でのみ使用でき、換金価値はありません。現金や賞品に交換することはできず、実際のお金を賭けることもありません。

## 運営会社

本サイトは {{companyName}} が運営しています。当社はジブラルタルで登記された会社（会社番号 {{companyNumber}}）で、登記住所は {{companyAddress}} です。本サイトはジブラルタル法に基づき運営されています。

## 安心して遊ぶために

ご利用は18歳以上の方に限ります。遊びすぎを感じたら休憩を取り、必要であれば[サポート](/contact-us)までご相談ください。
`,
    },
    en: {
      title: 'About us',
      description:
        'About Yozakura Casino and its operator {{companyName}}. Coins have no cash value and no real money is ever wagered.',
      body: `## About Yozakura Casino

Yozakura Casino is a social casino where you play slots and live games with coins. Coins can only be used inside the games and have no cash value: they cannot be exchanged for money or prizes, and no real money is ever wagered.

## Who runs this site

This site is operated by {{companyName}}, a company registered in Gibraltar (company no. {{companyNumber}}) with its registered office at {{companyAddress}}. The site is operated under the laws of Gibraltar.

## Playing responsibly

The site is for players aged 18 and over. If you feel you are playing too much, take a break, and [contact our support team](/contact-us) if you need help.
`,
    },
  },
  'terms-of-use': {
    ja: {
      title: '利用規約',
      description: '夜桜カジノの利用規約：コイン、アカウント、個人情報の取り扱いと準拠法。',
      body: `## 1. 適用

本規約は、{{companyName}}（ジブラルタル登記・会社番号 {{companyNumber}}、以下「当社」）が運営する夜桜カジノ（以下「本サービス」）の利用に適用されます。本サービスを利用することで、本規約に同意したものとみなされます。

## 2. コイン

本サービスのコインは娯楽目的の仮想アイテムであり、換金価値はありません。コインを現金、賞品、その他の財産的価値のあるものと交換することはできず、第三者へ譲渡することもできません。

## 3. アカウント

アカウントは18歳以上の方おひとりにつき1つまでです。登録情報は正確に保ち、パスワードは第三者に知られないよう管理してください。

## 4. 個人情報

当社は、本サービスの提供、本人確認、不正防止およびお問い合わせ対応のために必要な範囲で個人情報を取り扱います。法令に基づく場合を除き、ご本人の同意なく第三者に提供することはありません。

## 5. 準拠法

本規約および本サービスはジブラルタル法に準拠し、これに従って解釈されます。
`,
    },
    en: {
      title: 'Terms of use',
      description:
        'The terms of use of Yozakura Casino: coins, your account, personal data and governing law.',
      body: `## 1. Scope

These terms apply to your use of Yozakura Casino (the "Service"), operated by {{companyName}}, registered in Gibraltar under company no. {{companyNumber}} ("we"). By using the Service you agree to these terms.

## 2. Coins

Coins on the Service are virtual items for entertainment only and have no cash value. Coins cannot be exchanged for money, prizes or anything of monetary value, and cannot be transferred to anyone else.

## 3. Your account

You must be 18 or over to open an account, and each person may hold one account. Keep your details accurate and your password to yourself.

## 4. Personal data

We process personal data only as far as needed to provide the Service, verify identity, prevent fraud and answer your enquiries. We do not share it with third parties without your consent unless the law requires us to.

## 5. Governing law

These terms and the Service are governed by and construed in accordance with the laws of Gibraltar.
`,
    },
  },
  'contact-us': {
    ja: {
      title: 'お問い合わせ',
      description: '夜桜カジノへのお問い合わせ先：メールアドレス、運営会社、登記と所在地。',
      body: `本サービスに関するご質問やご意見は、下記のメールアドレスまでお気軽にお寄せください。通常2営業日以内に日本語または英語でご返信します。

- **メール**：[{{supportEmail}}](mailto:{{supportEmail}})
- **運営会社**：{{companyName}}
- **登記**：ジブラルタル・会社番号 {{companyNumber}}
- **所在地**：{{companyAddress}}
`,
    },
    en: {
      title: 'Contact us',
      description: 'How to reach Yozakura Casino: e-mail, operator, registration and address.',
      body: `Questions or feedback about the Service? Write to us at the address below; we usually reply within two business days, in Japanese or English.

- **E-mail:** [{{supportEmail}}](mailto:{{supportEmail}})
- **Operator:** {{companyName}}
- **Registration:** Gibraltar, company no. {{companyNumber}}
- **Address:** {{companyAddress}}
`,
    },
  },
};

/**
 * The standing welcome promotion (the site's /promotions/welcome): what every new player gets, with
 * the amounts written in from settings (`{{signupBonus}}`, `{{dailyBonus}}`). Operators edit, extend
 * or unpublish it like any other.
 */
export const SEED_WELCOME_PROMOTION = {
  slug: 'welcome',
  ctaPath: '/?popup=signup',
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: new Date('2036-01-01T00:00:00Z'),
  texts: {
    ja: {
      title: 'ようこそ夜桜カジノへ',
      description: '新規登録で {{signupBonus}} コイン、さらに毎日 {{dailyBonus}} コインのデイリーボーナス。',
      body: `夜桜カジノへようこそ。アカウントを作成すると、すぐに **{{signupBonus}} コイン** をお受け取りいただけます。

- 登録ボーナス：{{signupBonus}} コイン（おひとり様1回）
- デイリーボーナス：毎日 {{dailyBonus}} コイン（日本時間の毎日0時にリセット）
- スロットもライブゲームも、同じコインで遊べます

コインはゲーム内でのみ使用でき、換金価値はありません。
`,
      terms: `- 対象は18歳以上の方で、おひとり様1アカウントに限ります。
- コインは現金・賞品と交換できず、譲渡もできません。
- 内容は予告なく変更または終了することがあります。詳しくは[利用規約](/terms-of-use)をご覧ください。
`,
      ctaLabel: '無料で登録する',
    },
    en: {
      title: 'Welcome to Yozakura Casino',
      description:
        '{{signupBonus}} coins when you sign up, and a daily bonus of {{dailyBonus}} coins every day.',
      body: `Welcome to Yozakura Casino. Create an account and **{{signupBonus}} coins** are yours at once.

- Sign-up bonus: {{signupBonus}} coins (once per person)
- Daily bonus: {{dailyBonus}} coins every day (resets at midnight Japan time)
- Slots and live games, all played with the same coins

Coins can only be used in the games and have no cash value.
`,
      terms: `- For players aged 18 and over, one account per person.
- Coins cannot be exchanged for money or prizes and cannot be transferred.
- This offer may change or end without notice. See the [terms of use](/terms-of-use).
`,
      ctaLabel: 'Sign up free',
    },
  } satisfies Record<ContentLanguage, ContentTextInput>,
} as const;
