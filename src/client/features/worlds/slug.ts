/** The longest URL name the shared `worldUrlField` accepts. */
export const maxUrlNameLength = 60;

// Russian is one of the two interface languages, so a Cyrillic name must still
// suggest a readable URL; this is the common passport-style transliteration.
// prettier-ignore
const cyrillic: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i',
  й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't',
  у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '',
  э: 'e', ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g',
};

/**
 * Suggests a world URL name (SPEC §5: small Latin letters, digits and "-")
 * from the world's name: "The Elder Realm!" → "the-elder-realm",
 * "Срединные земли" → "sredinnye-zemli". Empty when nothing usable is left.
 */
export function suggestUrlName(name: string): string {
  const latin = [...name.toLowerCase()].map((char) => cyrillic[char] ?? char).join('');
  const slug = latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, maxUrlNameLength).replace(/-+$/, '');
}
