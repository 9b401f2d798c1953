package pointdefence

import "testing"

func TestBandOf(t *testing.T) {
	tests := []struct {
		pdl  int
		want Band
		name string
	}{
		{-3, Band0, "0"}, {0, Band0, "0"}, {1, Band1, "1"}, {2, Band2to3, "2-3"}, {3, Band2to3, "2-3"},
		{4, Band4to6, "4-6"}, {6, Band4to6, "4-6"}, {7, Band7to10, "7-10"}, {10, Band7to10, "7-10"},
		{11, Band11to15, "11-15"}, {15, Band11to15, "11-15"}, {16, Band16up, "16+"}, {40, Band16up, "16+"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := BandOf(tt.pdl); got != tt.want || got.String() != tt.name {
				t.Fatalf("BandOf(%d) = %v (%d), want %v", tt.pdl, got, got, tt.want)
			}
		})
	}
}

func TestBandLower(t *testing.T) {
	tests := []struct {
		name string
		b    Band
		n    int
		want Band
	}{
		{"zero stays zero", Band0, 2, Band0},
		{"one stays one", Band1, 1, Band1},
		{"never to zero", Band2to3, 3, Band1},
		{"attack and assisted", Band16up, 2, Band7to10},
		{"no shift", Band4to6, 0, Band4to6},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.b.Lower(tt.n); got != tt.want {
				t.Fatalf("%v.Lower(%d) = %v, want %v", tt.b, tt.n, got, tt.want)
			}
		})
	}
}
