package sim

import (
	"context"
	"fmt"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	"github.com/broadside/broadside/rng"
)

// Config says how many trials to run, on how many goroutines and from which
// seed. The zero value runs no trials, on every core, from seed 0.
type Config struct {
	// Trials is the number of trials to run, 0 or more.
	Trials int
	// Workers is the number of goroutines that run trials, 0 or more; 0
	// means runtime.GOMAXPROCS(0). It changes the speed, never the result.
	Workers int
	// Seed is the root of every trial's stream: trial i (counted from 0)
	// draws its dice from Seed.Derive("trial", i).
	Seed rng.Seed
	// First is the index of the first trial to run, 0 or more: the run
	// covers trials First to First+Trials-1 of a larger run, as one shard
	// of it (see [Partial]). The zero value starts at trial 0.
	First int
	// Base, if not nil, holds counts of earlier trials of the same run
	// (same Seed and metrics) that are added to this run's: the Result is
	// that of Base's trials and these together, exactly. With Trials 0 the
	// run only summarises Base, which is how merged shards are turned
	// back into the Result of the whole run.
	Base *Partial
	// Progress, if not nil, is told how many trials have finished out of the
	// total. It is called at most about ten times a second while trials run,
	// only when the count changed, and once more when Run returns: then
	// done == total unless the run was cancelled. Calls never overlap, and
	// each happens after the previous one returned, so Progress needs no
	// locking; it should return quickly, since it delays its updates.
	Progress func(done, total int)
}

// Trial runs one trial. It draws every die from s, which is reset for each
// trial, and writes one value for each metric into out, in the order the
// metrics were named; out is zeroed before each call, so a metric left
// unwritten records 0. A Trial keeps no state from one trial to the next
// that could change a result, but may reuse scratch memory: each worker has
// its own Trial, so it is never called concurrently with itself.
type Trial func(s *rng.Stream, out []int64)

// Result is the outcome of a run.
type Result struct {
	// Seed is the root seed of the run's trials.
	Seed rng.Seed `json:"seed"`
	// Trials is the number of trials that finished: Config.Trials, or fewer
	// when the run was cancelled.
	Trials int `json:"trials"`
	// Metrics holds a Summary for each metric, in the order they were named.
	Metrics []Summary `json:"metrics"`
}

// Metric returns the summary of the metric with the given name, and whether
// there is one.
func (r Result) Metric(name string) (Summary, bool) {
	for _, s := range r.Metrics {
		if s.Name == name {
			return s, true
		}
	}
	return Summary{}, false
}

const (
	// maxChunk is the largest number of consecutive trials a worker takes
	// at once from the shared counter.
	maxChunk = 1024
	// progressEvery is the shortest interval between two progress reports.
	progressEvery = 100 * time.Millisecond
)

// Run runs cfg.Trials trials on cfg.Workers goroutines and summarises each
// named metric over them. Trial i draws from its own stream,
// cfg.Seed.Derive("trial", i), and metrics are integers counted in exact
// histograms, so the Result is the same for any number of workers.
//
// newTrial is called once per worker, on that worker's goroutine and so
// possibly concurrently, to make the worker's Trial with its own scratch
// memory; memory allocated there stays close to the core that uses it.
//
// Cancelling ctx stops every worker before its next trial. Run then returns
// the summaries of the trials that finished, with Result.Trials counting them,
// and ctx.Err(). Which trials finished depends on timing, so a cancelled
// run's Result is not reproducible.
//
// Run returns an empty Result and an error, without running anything, if
// cfg.Trials or cfg.Workers is negative or a metric is named twice. It panics if newTrial
// is nil. If a Trial panics, the other workers stop and Run panics on the
// caller's goroutine with an error that names the trial and its seed, so
// that the trial can be replayed, and carries the worker's stack.
func Run(ctx context.Context, cfg Config, metrics []string, newTrial func() Trial) (Result, error) {
	if newTrial == nil {
		panic("sim: Run needs a newTrial function")
	}
	if err := check(cfg, metrics); err != nil {
		return Result{}, err
	}
	res := Result{Seed: cfg.Seed, Metrics: make([]Summary, len(metrics))}
	for k, name := range metrics {
		res.Metrics[k] = summarize(name, nil)
	}
	if cfg.Base != nil {
		res = cfg.Base.result()
	}
	if err := ctx.Err(); err != nil {
		cfg.report(0)
		return res, err
	}
	workers := cfg.Workers
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(min(workers, cfg.Trials), 1)
	sh := &shared{
		seed:   cfg.Seed,
		first:  int64(cfg.First),
		trials: cfg.Seed.Deriver("trial"),
		total:  int64(cfg.Trials),
		chunk:  int64(min(max(cfg.Trials/(64*workers), 1), maxChunk)),
	}
	release := context.AfterFunc(ctx, func() { sh.stop.Store(true) })
	defer release()

	var finished, reported chan struct{}
	if cfg.Progress != nil {
		finished, reported = make(chan struct{}), make(chan struct{})
		go func() {
			defer close(reported)
			sh.reportProgress(cfg.Progress, cfg.Trials, finished)
		}()
	}
	ws := make([]*worker, workers)
	var wg sync.WaitGroup
	for k := range ws {
		wg.Go(func() {
			w := &worker{hists: padded[hist](len(metrics)), out: padded[int64](len(metrics)), index: -1}
			ws[k] = w
			w.run(sh, newTrial)
		})
	}
	wg.Wait()
	if finished != nil {
		close(finished)
		<-reported
	}
	if p := sh.fault.Load(); p != nil {
		panic(*p)
	}

	total := make([]hist, len(metrics))
	base := 0
	if cfg.Base != nil {
		base = cfg.Base.Trials()
		for k, m := range cfg.Base.Metrics {
			for _, b := range m.Hist {
				total[k].addSlow(b.Value, b.Count)
			}
		}
	}
	for _, w := range ws {
		for k := range total {
			total[k].merge(&w.hists[k])
		}
	}
	for k, name := range metrics {
		res.Metrics[k] = summarize(name, total[k].bins())
	}
	done := int(sh.done.Load())
	res.Trials = base + done
	cfg.report(done)
	if done < cfg.Trials {
		// Workers stop early only once ctx is done (a panic was handled above).
		return res, ctx.Err()
	}
	return res, nil
}

// check reports the first invalid setting in cfg or metrics.
func check(cfg Config, metrics []string) error {
	if cfg.Trials < 0 {
		return fmt.Errorf("sim: negative number of trials (%d)", cfg.Trials)
	}
	if cfg.Workers < 0 {
		return fmt.Errorf("sim: negative number of workers (%d)", cfg.Workers)
	}
	if cfg.First < 0 {
		return fmt.Errorf("sim: negative first trial (%d)", cfg.First)
	}
	if cfg.Base != nil {
		if err := cfg.Base.fits(cfg.Seed, metrics); err != nil {
			return err
		}
	}
	for i, name := range metrics {
		for _, other := range metrics[:i] {
			if name == other {
				return fmt.Errorf("sim: metric %q is named twice", name)
			}
		}
	}
	return nil
}

// report makes the final progress call.
func (cfg Config) report(done int) {
	if cfg.Progress != nil {
		cfg.Progress(done, cfg.Trials)
	}
}

// shared is the state the workers of one run share. The fields every trial
// reads sit on cache lines of their own, apart from the counters written
// once per chunk, so that writing those does not slow down the reads.
type shared struct {
	_      [cacheLine]byte
	seed   rng.Seed
	first  int64       // the index of the run's first trial, Config.First
	trials rng.Deriver // seed.Deriver("trial"), hashed once
	total  int64       // trials to run
	chunk  int64       // trials a worker takes at once
	stop   atomic.Bool
	_      [cacheLine]byte
	next   atomic.Int64 // the first trial not yet taken
	done   atomic.Int64 // trials finished
	fault  atomic.Pointer[error]
}

// reportProgress calls progress from a single goroutine until finished is
// closed.
func (sh *shared) reportProgress(progress func(done, total int), total int, finished <-chan struct{}) {
	tick := time.NewTicker(progressEvery)
	defer tick.Stop()
	last := int64(-1)
	for {
		select {
		case <-finished:
			return
		case <-tick.C:
			if d := sh.done.Load(); d != last {
				last = d
				progress(int(d), total)
			}
		}
	}
}

// worker is one goroutine's state. The padding on both sides keeps the
// memory it writes on every trial (the stream) off the cache lines of other
// workers; its slices are padded the same way.
type worker struct {
	_      [cacheLine]byte
	stream rng.Stream
	index  int64   // the trial being run, for a panic message; -1 before the first
	out    []int64 // the metrics of the current trial
	hists  []hist  // one per metric
	_      [cacheLine]byte
}

// run takes chunks of trials until there are none left or the run stops.
func (w *worker) run(sh *shared, newTrial func() Trial) {
	defer func() {
		if r := recover(); r != nil {
			w.fail(sh, r)
		}
	}()
	trial := newTrial()
	for {
		start := sh.next.Add(sh.chunk) - sh.chunk
		if start >= sh.total {
			return
		}
		end := min(start+sh.chunk, sh.total)
		for i := start; i < end; i++ {
			if sh.stop.Load() {
				sh.done.Add(i - start)
				return
			}
			w.index = i
			w.one(trial, sh.trials.At(uint64(sh.first+i)))
		}
		sh.done.Add(end - start)
	}
}

// one runs a single trial from seed and counts its metrics. It allocates
// nothing unless a metric's histogram has to grow.
func (w *worker) one(trial Trial, seed rng.Seed) {
	w.stream.Reset(seed)
	clear(w.out)
	trial(&w.stream, w.out)
	for k, v := range w.out {
		w.hists[k].add(v)
	}
}

// fail records the first panic of any worker and stops the others.
func (w *worker) fail(sh *shared, r any) {
	where := "newTrial"
	if w.index >= 0 {
		i := sh.first + w.index
		where = fmt.Sprintf("trial %d (seed %v)", i, sh.seed.Derive("trial", uint64(i)))
	}
	cause, ok := r.(error)
	if !ok {
		cause = fmt.Errorf("%v", r)
	}
	err := fmt.Errorf("sim: %s panicked: %w\n\n%s", where, cause, debug.Stack())
	sh.fault.CompareAndSwap(nil, &err)
	sh.stop.Store(true)
}
