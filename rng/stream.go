package rng

import (
	"encoding/hex"
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// Source supplies die faces. Roll returns a face from 1 to sides (sides >= 1)
// of a die rolled for the stated purpose (a short phrase such as "PDS
// re-roll", used only to explain what is missing when scripted dice run out).
type Source interface {
	Roll(sides int, purpose string) int
}

// Stream is a seeded PCG random stream. A Stream is not safe for concurrent
// use; give each goroutine its own, derived with [Seed.Derive].
type Stream struct {
	pcg rand.PCG
}

// New returns a stream started from seed.
func New(seed Seed) *Stream {
	s := &Stream{}
	s.Reset(seed)
	return s
}

// Reset restarts the stream from seed in place, without allocating; Monte
// Carlo workers reuse one Stream for all their trials this way.
func (s *Stream) Reset(seed Seed) {
	s.pcg.Seed(mix(uint64(seed)), mix(uint64(seed)^0xda942042e4dd58b5))
}

// Uint64 returns 64 uniformly random bits.
func (s *Stream) Uint64() uint64 { return s.pcg.Uint64() }

// IntN returns a uniform integer in [0, n). It panics if n <= 0.
func (s *Stream) IntN(n int) int {
	if n <= 0 {
		panic("rng: IntN of a non-positive bound")
	}
	return int(s.below(uint64(n)))
}

// Float64 returns a uniform float in [0, 1).
func (s *Stream) Float64() float64 { return float64(s.pcg.Uint64()>>11) / (1 << 53) }

// Roll returns a face from 1 to sides; it panics if sides < 1. The purpose is
// ignored: a stream never runs out.
func (s *Stream) Roll(sides int, _ string) int {
	if sides < 1 {
		panic("rng: a die needs at least one side")
	}
	return int(s.below(uint64(sides))) + 1
}

// D6 returns a face from 1 to 6, the same value Roll(6, ...) would return.
func (s *Stream) D6() int { return int(s.below(6)) + 1 }

// below returns a uniform integer in [0, n) by Lemire's multiply-and-reject
// method, which is exactly unbiased.
func (s *Stream) below(n uint64) uint64 {
	hi, lo := bits.Mul64(s.pcg.Uint64(), n)
	if lo < n {
		threshold := -n % n
		for lo < threshold {
			hi, lo = bits.Mul64(s.pcg.Uint64(), n)
		}
	}
	return hi
}

// State is the saved position of a [Stream]. It prints as 32 hexadecimal
// digits, so that a game record can store it as text.
type State [16]byte

// State returns the stream's current position.
func (s *Stream) State() State {
	b, err := s.pcg.MarshalBinary()
	if err != nil || len(b) != len("pcg:")+16 {
		// PCG.MarshalBinary cannot fail and has a fixed layout.
		panic("rng: unexpected PCG state encoding")
	}
	var st State
	copy(st[:], b[len("pcg:"):])
	return st
}

// Restore moves the stream to a saved position; the stream then produces
// exactly what it produced after that State was taken.
func (s *Stream) Restore(st State) {
	b := append([]byte("pcg:"), st[:]...)
	if err := s.pcg.UnmarshalBinary(b); err != nil {
		panic("rng: unexpected PCG state encoding")
	}
}

// String prints the state as 32 lowercase hexadecimal digits.
func (st State) String() string { return hex.EncodeToString(st[:]) }

// MarshalText implements encoding.TextMarshaler.
func (st State) MarshalText() ([]byte, error) { return []byte(st.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (st *State) UnmarshalText(b []byte) error {
	if hex.DecodedLen(len(b)) != len(st) {
		return fmt.Errorf("rng: stream state must be %d hexadecimal digits, got %d", 2*len(st), len(b))
	}
	if _, err := hex.Decode(st[:], b); err != nil {
		return fmt.Errorf("rng: stream state is not hexadecimal: %v", err)
	}
	return nil
}
