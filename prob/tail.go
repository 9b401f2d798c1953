package prob

import "math/big"

// DefaultTail returns the largest probability an exact distribution of an
// unbounded re-roll chain leaves unlisted by default across the project:
// 10^-15 exactly. Every call returns a new value, so a caller may keep or
// change it without affecting anyone else.
func DefaultTail() *big.Rat {
	return new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Exp(big.NewInt(10), big.NewInt(15), nil))
}
