/** The napf scope a token needs for UCP carts and checkout sessions (src/tokens/scopes.ts). */
import type { Scope } from '../../tokens/scopes.ts';

export const UCP_CHECKOUT_SCOPE: Scope = 'ucp:checkout';
