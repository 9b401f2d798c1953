package jovian

// The attacker's aim: which rating the Rating Damage an attacker chooses
// goes to, for the Values of a Missile Attack's surviving sets (RULINGS C4)
// and for the critical hits of [CritRatings]. The purpose the rule text
// gives for its resolution order is to have more ratings at 0 when the
// Catastrophic Damage Table is rolled (jovian-damage, multiple [D+]
// results), so the aim is judged by what the hits achieve on the printed
// tracks, not by the ratings' values:
//
//  1. the most ratings brought to 0;
//  2. then the fewest boxes left on the rating closest to 0 (progress
//     towards zeroing it with later attacks);
//  3. then the most rating points removed (a box worth 5 over one worth 1
//     on a printed track such as Defense 5,1);
//  4. then a rating brought to 0 with the fewest hits, so that it is 0
//     as early as possible (a Catastrophic Damage roll may come between
//     two critical hits);
//  5. then Defense, Sensors, Thrusters, in that order of preference.
//
// The first three depend only on where the ratings end, so planning again
// at each critical hit keeps to the plan made for the [D]s.
//
// The hits are then placed in the order that zeroes soonest: first on the
// rating brought to 0 with the fewest hits, and so on; so the [D]s, which
// are resolved first, go there.
//
// Every assignment of the hits to the ratings above 0 is tried, so the aim
// is the best by this order, not a greedy guess. The critical hits that
// follow in the same attack under [CritChoice] are planned with the [D]s:
// they are Rating Damage the attacker places later, so a [D] is not aimed
// where a critical hit would have done better. Groups of the same number
// of hits are interchangeable, so only their multisets are tried: twelve
// single hits (six [Q+]s' critical hits) are 91 assignments.

// aimGroups is the rating hits of one attack, in resolution order: each
// group is the hits of one set, which all strike one rating (1 for a [D]
// or a critical hit; under [CritByValue] 1 for a [T] and 2 for a [Q+]).
// The groups must be sorted by their number of hits.
type aimGroups struct {
	n    int
	hits [2 * Faces]uint8
}

// add appends a group of k hits, keeping the groups sorted, and returns
// its place; the places of later groups move up by one.
func (g *aimGroups) add(k uint8) int {
	i := g.n
	for i > 0 && g.hits[i-1] > k {
		g.hits[i] = g.hits[i-1]
		i--
	}
	g.hits[i] = k
	g.n++
	return i
}

// aimScore ranks what an assignment achieves; larger is better.
type aimScore struct {
	zeroed, points, first, closest int
	hits                           [3]int // hits placed on each rating
}

func (a aimScore) better(b aimScore) bool {
	switch {
	case a.zeroed != b.zeroed:
		return a.zeroed > b.zeroed
	case a.closest != b.closest:
		return a.closest < b.closest
	case a.points != b.points:
		return a.points > b.points
	}
	return a.first < b.first
}

// aim returns the rating each group strikes, or noRating for a group that
// finds every rating at 0 (its Value then does not matter for the aim).
// Within each run of groups of the same size the ratings come in the order
// that zeroes soonest (see above).
func aim(ratings *[3]Track, g *aimGroups) [2 * Faces]Rating {
	s := aimSearch{start: *ratings, groups: g}
	cur := *ratings
	s.walk(0, &cur)
	// Rank the ratings: brought to 0 first, fewest hits first, then the
	// rest in rating order; noRating (255) stays last.
	rank := func(r Rating) int {
		if r == noRating {
			return 1 << 20
		}
		k := int(r)
		if s.start[r].Value() > 0 && s.zeroes(r) {
			return k + 4*s.score.hits[r]
		}
		return k + 1<<10
	}
	for lo := 0; lo < g.n; {
		hi := lo + 1
		for hi < g.n && g.hits[hi] == g.hits[lo] {
			hi++
		}
		run := s.best[lo:hi]
		for i := 1; i < len(run); i++ { // insertion sort: a run holds at most 12
			for j := i; j > 0 && rank(run[j]) < rank(run[j-1]); j-- {
				run[j], run[j-1] = run[j-1], run[j]
			}
		}
		lo = hi
	}
	return s.best
}

// zeroes reports whether the best assignment brings r to 0.
func (s *aimSearch) zeroes(r Rating) bool {
	left := s.start[r].Boxes() - s.start[r].Marked()
	return s.score.hits[r] >= left
}

// noRating marks a group that strikes no rating above 0.
const noRating Rating = 255

// aimSearch tries every assignment of the groups to ratings above 0.
type aimSearch struct {
	start  [3]Track
	groups *aimGroups
	pick   [2 * Faces]Rating
	best   [2 * Faces]Rating
	score  aimScore
	found  bool
}

func (s *aimSearch) walk(i int, cur *[3]Track) {
	if i == s.groups.n {
		sc := s.measure(cur)
		if !s.found || sc.better(s.score) {
			s.best, s.score, s.found = s.pick, sc, true
		}
		return
	}
	from := Defense
	if i > 0 && s.groups.hits[i] == s.groups.hits[i-1] {
		from = s.pick[i-1] // a multiset: the same groups in rating order
	}
	open := false
	for _, r := range Ratings {
		if cur[r].Value() == 0 {
			continue
		}
		open = true
		if r < from {
			continue
		}
		saved := cur[r]
		for range s.groups.hits[i] {
			cur[r].mark()
		}
		s.pick[i] = r
		s.walk(i+1, cur)
		cur[r] = saved
	}
	if !open {
		s.pick[i] = noRating
		s.walk(i+1, cur)
	}
}

// measure scores the ratings after an assignment against the start.
func (s *aimSearch) measure(cur *[3]Track) aimScore {
	var sc aimScore
	sc.closest = MaxBoxes + 1
	sc.first = MaxBoxes + 1
	for r := range cur {
		before, after := s.start[r].Value(), cur[r].Value()
		sc.hits[r] = cur[r].Marked() - s.start[r].Marked()
		if before > 0 && after == 0 {
			sc.zeroed++
			sc.first = min(sc.first, sc.hits[r])
		}
		sc.points += before - after
		if after > 0 {
			sc.closest = min(sc.closest, cur[r].Boxes()-cur[r].Marked())
		}
	}
	return sc
}

// ratingCrits returns how many of n critical hits the attacker's policy
// puts on ratings: all of them under [CritRatings] (Systems only once
// every rating is 0, when the aim no longer matters); under [CritSystems]
// those left once every undamaged System is disabled. It is 0 under
// [CritByValue], whose hits are aimed by their sets' Values.
func ratingCrits(card *Card, st *Status, opt Options, n int) int {
	if opt.Criticals != CritChoice {
		return 0
	}
	if opt.CritPolicy == CritSystems {
		for i := range card.Systems {
			if !st.damaged(i) {
				n--
			}
		}
	}
	return max(n, 0)
}
