package rng

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"strconv"
	"strings"
)

// Seed is the root of a reproducible random stream. Its zero value is a valid
// seed like any other.
type Seed uint64

// ParseSeed reads a seed written as 1 to 16 hexadecimal digits, optionally
// prefixed by "0x". It is the inverse of [Seed.String].
func ParseSeed(text string) (Seed, error) {
	t := strings.TrimPrefix(strings.TrimPrefix(strings.TrimSpace(text), "0x"), "0X")
	if t == "" {
		return 0, fmt.Errorf("rng: empty seed")
	}
	if len(t) > 16 {
		return 0, fmt.Errorf("rng: seed %q is longer than 16 hexadecimal digits", text)
	}
	v, err := strconv.ParseUint(t, 16, 64)
	if err != nil {
		return 0, fmt.Errorf("rng: seed %q is not hexadecimal", text)
	}
	return Seed(v), nil
}

// String prints the seed as 16 lowercase hexadecimal digits.
func (s Seed) String() string { return fmt.Sprintf("%016x", uint64(s)) }

// MarshalText implements encoding.TextMarshaler, so seeds appear in JSON and
// YAML as their hexadecimal text.
func (s Seed) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler with [ParseSeed].
func (s *Seed) UnmarshalText(b []byte) error {
	v, err := ParseSeed(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// RandomSeed returns a seed from the operating system's entropy source. Only
// command-line front ends call it, and they print the seed they picked;
// library code always receives its seed.
func RandomSeed() Seed {
	var b [8]byte
	// crypto/rand.Read never returns an error on supported platforms.
	_, _ = rand.Read(b[:])
	return Seed(binary.LittleEndian.Uint64(b[:]))
}

// Derive returns the seed of an independent stream identified by a label
// (such as "action" or "trial") and an index. The same seed, label and index
// always give the same result; different labels or indices give streams
// that are independent for all practical purposes. Derive is a pure function
// and safe for concurrent use.
func (s Seed) Derive(label string, index uint64) Seed {
	return s.Deriver(label).At(index)
}

// Deriver hashes a seed and a label once, for deriving many indices under
// the same label (one per Monte Carlo trial, say): s.Deriver(l).At(i) equals
// s.Derive(l, i).
func (s Seed) Deriver(label string) Deriver {
	h := mix(uint64(s) ^ 0x6a09e667f3bcc909)
	for i := 0; i < len(label); i++ {
		h = mix(h ^ uint64(label[i]))
	}
	return Deriver(mix(h ^ uint64(len(label))))
}

// Deriver derives the seeds of one label under one seed; see
// [Seed.Deriver]. It is a value, safe for concurrent use.
type Deriver uint64

// At returns the seed of index i.
func (d Deriver) At(index uint64) Seed {
	return Seed(mix(uint64(d) ^ mix(index+0x9e3779b97f4a7c15)))
}

// mix is the SplitMix64 finaliser: a bijection on 64-bit words whose output
// bits each depend on every input bit.
func mix(z uint64) uint64 {
	z += 0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
