/**
 * English messages for the few issues the contract's own messages do not cover (a wrong type, an
 * unknown option). zod/mini, which the contract is written in so that a Lambda or a page carries only
 * the validators it uses, ships without a locale; every contract module imports this one.
 */
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());
