package web

import (
	"embed"
	"io/fs"
	"net/http"
	"strings"
)

// staticFiles are the stylesheet and scripts, embedded so the binary needs
// nothing beside it.
//
// static/htmx.min.js is htmx 2.0.11 (licence 0BSD), unchanged. It was
// fetched with
//
//	npm pack htmx.org@2.0.11
//	tar xzf htmx.org-2.0.11.tgz package/dist/htmx.min.js
//	cp package/dist/htmx.min.js internal/web/static/
//
// (sha256 d6fdc75f204e6bdefa99b69bf1e6d4ac69b8a364f77929f45c13476b4000f717);
// building Broadside needs no node. To upgrade, repeat with the new version
// and change the version in the layout's script URL.
//
//go:embed static
var staticFiles embed.FS

// staticHandler serves the embedded files under /static/; a directory is
// not listed but answered by notFound. The layout's URLs of the files carry
// their versions, so the files may be cached for a day.
func staticHandler(notFound http.HandlerFunc) http.Handler {
	sub, err := fs.Sub(staticFiles, "static")
	if err != nil {
		panic(err) // the directory is embedded above; this cannot fail
	}
	files := http.StripPrefix("/static/", http.FileServerFS(sub))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/") {
			notFound(w, r)
			return
		}
		w.Header().Set("Cache-Control", "public, max-age=86400")
		files.ServeHTTP(w, r)
	})
}
