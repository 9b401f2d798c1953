package manoeuvre

// endIndex finds a search's end states by their endKey: an open-addressed
// table, where a Go map of endKey spent a fifth of Reach's instructions
// hashing and growing (session 28). It holds each key's index in the
// search's out; it answers exactly as the map did.
type endIndex struct {
	keys []endKey
	at   []int32 // by slot: 1 + the key's index, 0 for an empty slot
	n    int     // keys held
}

// hash mixes a key's four parts into a slot number of a table of mask+1
// slots.
func (k endKey) hash(mask int) int {
	h := uint64(k.x)*0x9e3779b97f4a7c15 + uint64(k.y)
	h = (h ^ uint64(k.course)<<48 ^ uint64(k.velocity)<<32) * 0xc2b2ae3d27d4eb4f
	h ^= h >> 32
	return int(h) & mask
}

// find returns the index stored for k and whether there is one.
func (x *endIndex) find(k endKey) (int, bool) {
	if len(x.at) == 0 {
		return 0, false
	}
	mask := len(x.at) - 1
	for s := k.hash(mask); ; s = (s + 1) & mask {
		switch {
		case x.at[s] == 0:
			return 0, false
		case x.keys[s] == k:
			return int(x.at[s]) - 1, true
		}
	}
}

// add stores index i for k, which the index does not hold.
func (x *endIndex) add(k endKey, i int) {
	if 2*(x.n+1) > len(x.at) {
		x.grow()
	}
	mask := len(x.at) - 1
	s := k.hash(mask)
	for x.at[s] != 0 {
		s = (s + 1) & mask
	}
	x.keys[s], x.at[s] = k, int32(i+1)
	x.n++
}

// grow doubles the table (at least 512 slots) and places the keys again.
func (x *endIndex) grow() {
	keys, at := x.keys, x.at
	size := max(512, 2*len(at))
	x.keys, x.at, x.n = make([]endKey, size), make([]int32, size), 0
	for s, i := range at {
		if i != 0 {
			x.add(keys[s], int(i)-1)
		}
	}
}

// reset empties the index, keeping its storage.
func (x *endIndex) reset() {
	if x.n > 0 {
		clear(x.at)
	}
	x.n = 0
}
