"""ferromat: a MATLAB-compatible engine for Python, without MATLAB.

>>> import numpy as np, ferromat
>>> eng = ferromat.Engine()
>>> eng["A"] = np.array([[3.0, 1.0], [4.0, 2.0]])
>>> print(eng.eval("m = max(A, [], 2)"), end="")
<BLANKLINE>
m =
<BLANKLINE>
     3
     4
<BLANKLINE>
>>> eng["m"]
array([[3.],
       [4.]])

See docs/python.md for the conversion rules and the Jupyter kernel
(``python -m ferromat.kernel install``).
"""

from ._errors import MatlabError
from ._ferromat import Engine, MatlabValue

__all__ = ["Engine", "MatlabError", "MatlabValue"]
try:
    from importlib.metadata import version as _version

    __version__ = _version("ferromat")
except Exception:  # running from a source tree without metadata
    __version__ = "0+unknown"
