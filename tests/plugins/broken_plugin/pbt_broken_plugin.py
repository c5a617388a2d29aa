"""A plugin module that raises at import (a missing dependency, a typo): tests only."""

raise ImportError("pbt_broken_plugin needs the module 'no_such_dependency'")
