/**
 * The shape a Russian catalogue must have: the English one's keys, with plural
 * keys (`x_one`, `x_other`) allowed to add Russian forms (`x_few`, `x_many`).
 */
type PluralBase<K> = K extends `${infer B}_other` ? B : never;
type PluralExtras<T> = {
  [K in keyof T as `${PluralBase<K & string>}_few` | `${PluralBase<K & string>}_many`]?: string;
};

export type Catalogue<T> = {
  [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]>;
} & (PluralBase<keyof T & string> extends never ? unknown : PluralExtras<T>);
