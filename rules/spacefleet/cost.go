package spacefleet

import "strconv"

// Cost is a campaign construction cost (space-fleet.txt, "Campaign
// Costs") in eighths of a point, so that every cost the rules can produce is
// exact: 120 is 15 points. The zero value is free.
type Cost int

// Float returns the cost in points.
func (c Cost) Float() float64 { return float64(c) / 8 }

// String prints the cost in points with as many decimals as it needs, such
// as "15" or "27.125".
func (c Cost) String() string { return strconv.FormatFloat(c.Float(), 'f', -1, 64) }

// MarshalJSON writes the cost as a JSON number of points.
func (c Cost) MarshalJSON() ([]byte, error) { return []byte(c.String()), nil }

// speedFactor is the text's table of cost factors by speed, in quarters:
// speed 5 has factor 3, 4 has 2, 3 has 1.5, 2 has 1 and 1 has 0.75.
var speedFactor = [...]int{0, 3, 4, 6, 8, 12}

// SpeedFactor returns the campaign cost factor of a speed, in quarters
// (12 is a factor of 3); speeds above 5 use the factor of 5 and speeds below
// 1 the factor of 1.
func SpeedFactor(speed int) int {
	return speedFactor[min(max(speed, 1), len(speedFactor)-1)]
}

// CampaignCost returns the design's construction cost: its payload times
// the factor of its speed, plus the payload. The payload is every hull
// point not spent on speed (the text names shots and shields; equipment is
// counted too, see docs/rulings/spacefleet.md). The text's examples: a
// standard heavy cruiser costs (6 × 1.5) + 6 = 15, a standard destroyer
// (2 × 3) + 2 = 8.
func (d Design) CampaignCost() Cost {
	// payload (half points) × (factor + 1): (h/2) × (q/4 + 1) = h(q+4)/8.
	return Cost(int(d.Payload()) * (SpeedFactor(d.Speed) + 4))
}
