package jovian

// Capital-ship damage (jovian-damage: Rating Damage, Structure Damage;
// RULINGS C3).

// ratingDamage applies 1 Rating Damage to the rating the Value names
// (1-2 Defense, 3-4 Sensors, 5-6 Thrusters) by marking its highest
// unmarked box. When that rating is already 0 the hit is randomised among
// the other ratings above 0 (the jovian-damage Tengu example); when all
// three are 0 it becomes 1 Structure Damage, or escalates to a [T] of the
// same Value with [OverflowTriple] (RULINGS C3). escalate is false for the
// rating damage of a critical hit, which never escalates again.
func (d *damager) ratingDamage(value int, escalate bool) error {
	r := RatingFor(value)
	if d.st.rating(r) > 0 {
		d.markRating(r)
		return nil
	}
	var others [2]Rating
	n := 0
	for _, o := range Ratings {
		if o != r && d.st.rating(o) > 0 {
			others[n] = o
			n++
		}
	}
	switch n {
	case 2:
		if d.log.on() {
			d.log.addf("%s is already 0: the hit is randomised between %s and %s", r, others[0], others[1])
		}
		pick := others[0]
		if d.second() {
			pick = others[1]
		}
		d.markRating(pick)
	case 1:
		if d.log.on() {
			d.log.addf("%s is already 0: the hit goes to %s, the only rating above 0", r, others[0])
		}
		d.markRating(others[0])
	default:
		if escalate && d.opt.RatingOverflow == OverflowTriple {
			if d.log.on() {
				d.log.addf("every rating is 0: the hit escalates to a [T%d] (option rating-overflow=triple)", value)
			}
			d.structure()
			if !d.st.Destroyed {
				return d.critical(value)
			}
			return nil
		}
		if d.log.on() {
			d.log.addf("every rating is 0: the hit becomes 1 Structure Damage")
		}
		d.structure()
	}
	return nil
}

// markRating marks the highest unmarked box of r, which must be above 0.
func (d *damager) markRating(r Rating) {
	before := d.st.rating(r)
	d.st.Ratings[r].mark()
	if d.log.on() {
		d.log.addf("%s %d -> %d", r, before, d.st.rating(r))
	}
}

// structure applies 1 Structure Damage: it marks the highest unmarked
// Structure box; reaching 0 cripples the ship and calls for a roll on the
// Catastrophic Damage Table, and so does every Structure Damage once the
// ship is at 0, since Structure cannot go below zero (jovian-damage:
// Structure Damage; RULINGS C5.9).
func (d *damager) structure() {
	if d.st.Destroyed {
		return
	}
	before := d.st.Structure.Value()
	if before == 0 {
		if d.log.on() {
			d.log.addf("Structure is already 0 and cannot go below: roll on the Catastrophic Damage Table")
		}
		d.catastrophic()
		return
	}
	d.st.Structure.mark()
	after := d.st.Structure.Value()
	if d.log.on() {
		d.log.addf("Structure %d -> %d", before, after)
	}
	if after == 0 {
		d.st.Crippled = true
		if d.log.on() {
			d.log.addf("Structure 0: the ship is crippled and rolls on the Catastrophic Damage Table")
		}
		d.catastrophic()
	}
}

// catastrophic rolls on the Catastrophic Damage Table as the options say.
// The table was not recovered; the house default rolls 1 die plus 1 per
// rating at 0, so that zeroed ratings make the roll worse as the rule text
// intends, and any set destroys the ship (RULINGS C3).
func (d *damager) catastrophic() {
	switch d.opt.Catastrophic {
	case CatastrophicDestroys:
		d.st.Destroyed = true
		if d.log.on() {
			d.log.addf("Catastrophic Damage: the ship is destroyed (option catastrophic=destroys)")
		}
	case CatastrophicNone:
		if d.log.on() {
			d.log.addf("Catastrophic Damage: the ship stays crippled (option catastrophic=none)")
		}
	default:
		if d.catastrophe(1 + d.st.zeroRatings()) {
			d.st.Destroyed = true
		}
	}
}
