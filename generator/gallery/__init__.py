"""``pointerbench-text gallery``: a static, offline website to browse a build and a model's
mistakes (filters, a row up close with its overlay, predictions, review flags).

``sitedata`` gathers the rows, facets and scored predictions, ``thumbs`` makes the
thumbnails once, ``report`` draws the accuracy page, ``site`` writes the files,
``flags`` reads a reviewer's exported flags back and ``commands`` is the CLI.
"""
