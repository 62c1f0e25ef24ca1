import { describe, expect, it } from '@jest/globals';
import { detectLanguage } from './detect-language.js';

describe('detectLanguage', () => {
  const cases: [string, string][] = [
    ['Welcome to our annual report. This year was the best one we have had.', 'en'],
    ['Bienvenidos a nuestro informe anual. Este año fue el mejor de nuestra historia.', 'es'],
    ['¿Dónde está la estación?', 'es'],
    // Short words shared with French and Catalan ("en", "de"), told apart by "tu", "desde" and the acute vowels.
    ['En Clínica Sonrisa cuidamos de tu sonrisa desde 1998. Pide tu primera revisión gratis.', 'es'],
    ["Il était une fois un petit café où tout le monde se connaissait.", 'fr'],
    ['Bienvenue dans notre rapport annuel. Cette année a été la meilleure pour nous.', 'fr'],
    ['Willkommen zu unserem Jahresbericht. Dieses Jahr war das beste für uns.', 'de'],
    ['Benvenuti al nostro rapporto annuale. Questo è stato il migliore anno per noi.', 'it'],
    ['Bem-vindos ao nosso relatório anual. Este foi o melhor ano para nós, não é?', 'pt'],
    ['Welkom bij ons jaarverslag. Dit is het beste jaar voor ons geweest.', 'nl'],
    ['Witamy w naszym raporcie rocznym. To był najlepszy rok dla nas, i jest dobrze.', 'pl'],
    ['Yıllık raporumuza hoş geldiniz. Bu yıl bizim için çok güzel bir yıl oldu.', 'tr'],
    ['Добро пожаловать в наш годовой отчёт.', 'ru'],
    ['Ласкаво просимо до нашого річного звіту, її успіх.', 'uk'],
    ['Καλώς ήρθατε στην ετήσια έκθεσή μας.', 'el'],
    ['مرحبا بكم في تقريرنا السنوي', 'ar'],
    ['به گزارش سالانه ما خوش آمدید، پیشرفت چشمگیر', 'fa'],
    ['ברוכים הבאים לדוח השנתי שלנו', 'he'],
    ['हमारी वार्षिक रिपोर्ट में आपका स्वागत है', 'hi'],
    ['ยินดีต้อนรับสู่รายงานประจำปีของเรา', 'th'],
    ['欢迎阅读我们的年度报告', 'zh'],
    ['年次報告書へようこそ', 'ja'],
    ['연례 보고서에 오신 것을 환영합니다', 'ko'],
  ];
  it.each(cases)('reads %j as %s', (text, language) => {
    expect(detectLanguage(text)?.language).toBe(language);
  });

  it('says nothing when there is nothing to go on', () => {
    expect(detectLanguage('')).toBeUndefined();
    expect(detectLanguage('1, 2, 3 … 42!')).toBeUndefined();
    // A name alone is no language.
    expect(detectLanguage('Montage')).toBeUndefined();
  });

  it('goes by most of the letters in mixed text', () => {
    // A Latin brand name inside Russian text is still Russian; a Russian name inside English text is English.
    expect(detectLanguage('Новый iPhone уже в продаже во всех магазинах')?.language).toBe('ru');
    expect(detectLanguage('Our guest today is Дмитрий, and he will talk about the new release')?.language).toBe('en');
  });

  it('reports how sure it is', () => {
    const clear = detectLanguage('Este es el mejor año de nuestra historia y lo celebramos con todos ustedes.')!;
    expect(clear.language).toBe('es');
    expect(clear.confidence).toBeGreaterThan(0.5);
    expect(clear.confidence).toBeLessThanOrEqual(1);
  });
});
