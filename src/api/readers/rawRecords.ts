/**
 * Readers of raw API objects shared by the normalisers: lookups come back as arrays (`User[0]`,
 * `packages[0]`) that may be empty, and some answers carry password hashes that must never be kept.
 */
import type { Json } from '../types';

/** A JSON object (not null, not an array): the one test every reader of raw answers uses. */
export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first object of a lookup array, or an empty object (deleted references give `[]`). */
export function firstOf(value: unknown): Json {
  const first = Array.isArray(value) ? value[0] : undefined;
  return isObject(first) ? first : {};
}

/** A raw field as text ('' for null/undefined). */
export function str(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** A copy without `password` (the login, member view and group request answers carry the hash). */
export function withoutPassword<T extends Json>(raw: T): Omit<T, 'password'> {
  const { password: _password, ...rest } = raw;
  return rest;
}

/** Each object of a lookup array without its password field. */
export function lookupWithoutPasswords(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isObject).map(withoutPassword) : [];
}

/** The last path segment of a URL or path ('…/video-1.mp4' → 'video-1.mp4'). */
export function lastPathSegment(url: unknown): string {
  const path = str(url).split(/[?#]/)[0];
  return path.slice(path.lastIndexOf('/') + 1);
}

/** A multi-value raw field as trimmed strings (the backend may store ' item' after a ', ' split). */
export function stringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((item) => str(item).trim()).filter(Boolean);
  return str(value)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** `packages[0]`'s name and colour, for the membership badge of lists that join the package. */
export function packageDisplay(raw: Json): { membershipName: string; packageColour: string } {
  const first = firstOf(raw.packages);
  return { membershipName: str(first.name), packageColour: str(first.colour) };
}

/** The name, email, city and country of a `User` lookup (hero answers), without any password field. */
export function userLookupDisplay(lookup: unknown) {
  const user = firstOf(lookupWithoutPasswords(lookup));
  return {
    email: str(user.email),
    city: str(user.city),
    country: str(user.country),
    userName: str(user.name),
  };
}
