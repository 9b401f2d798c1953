// Package sim is the Monte Carlo runner that the rulesets and the battle
// simulator share: it runs many independent trials in parallel and
// summarises what they measured.
//
// A trial is a function of one random stream. [Run] gives trial i its own
// stream, seeded with Seed.Derive("trial", i) and reset in place, and every
// trial writes one integer per metric (damage, hits, 1 or 0 for a win, turns,
// survivors). Each worker counts its metrics in exact histograms that are
// merged when the workers finish. Since integer counts add up the same in any
// order, a run gives the same [Result] with 1 worker or with 16: only the
// speed changes.
//
// Workers take consecutive trials from a shared counter, up to 1024 at a
// time, so that scheduling costs nothing per trial. The memory a worker
// writes on every trial is padded against false sharing with the other
// workers, and the per-trial loop allocates nothing once a metric's
// histogram has stretched to cover the values it sees (it grows by doubling,
// so that happens a handful of times per run). A run can be cancelled through
// its context and reports progress through a callback.
//
// A [Summary] holds a metric's histogram with its mean, standard deviation
// and a 95% confidence interval for the mean: the Wilson score interval when
// every value was 0 or 1 (a proportion such as a win rate), the normal
// approximation otherwise. It answers frequency questions ([Summary.P],
// [Summary.AtLeast], [Summary.Quantile]), prints as an [Estimate], measures
// its distance from an exact probability of one value in standard
// deviations ([Summary.Sigmas]), and tests the whole histogram against an
// exact distribution with a calibrated chi-square goodness-of-fit test
// ([Summary.GoodnessOfFit], its p-value from [ChiSquareSF]), which is how
// tests check sampling against the exact distributions of package prob.
//
// [Sweep] repeats an experiment over a range of parameter values, each point
// with its own derived seed.
package sim
