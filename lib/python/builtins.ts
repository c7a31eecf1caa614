// Names a Python program may use without defining them: the builtins module (Python 3.12, plus
// Python 2 names still seen in old questions), module dunders, and names IPython/Jupyter provide.
// `self` and `cls` are not: a method binds them as parameters, and `self.fc = …` outside any method is
// the clearest sign of a method body pasted alone, a name the reader must supply.

export const PYTHON_BUILTINS: ReadonlySet<string> = new Set([
  // functions
  'abs', 'aiter', 'all', 'anext', 'any', 'ascii', 'bin', 'bool', 'breakpoint', 'bytearray', 'bytes', 'callable',
  'chr', 'classmethod', 'compile', 'complex', 'delattr', 'dict', 'dir', 'divmod', 'enumerate', 'eval', 'exec',
  'filter', 'float', 'format', 'frozenset', 'getattr', 'globals', 'hasattr', 'hash', 'help', 'hex', 'id', 'input',
  'int', 'isinstance', 'issubclass', 'iter', 'len', 'list', 'locals', 'map', 'max', 'memoryview', 'min', 'next',
  'object', 'oct', 'open', 'ord', 'pow', 'print', 'property', 'range', 'repr', 'reversed', 'round', 'set',
  'setattr', 'slice', 'sorted', 'staticmethod', 'str', 'sum', 'super', 'tuple', 'type', 'vars', 'zip',
  '__import__', '__build_class__',
  // constants and site names
  'True', 'False', 'None', 'NotImplemented', 'Ellipsis', '__debug__', 'copyright', 'credits', 'license', 'exit',
  'quit',
  // exceptions and warnings
  'BaseException', 'BaseExceptionGroup', 'Exception', 'ExceptionGroup', 'ArithmeticError', 'AssertionError',
  'AttributeError', 'BlockingIOError', 'BrokenPipeError', 'BufferError', 'ChildProcessError',
  'ConnectionAbortedError', 'ConnectionError', 'ConnectionRefusedError', 'ConnectionResetError', 'EOFError',
  'EnvironmentError', 'FileExistsError', 'FileNotFoundError', 'FloatingPointError', 'GeneratorExit', 'IOError',
  'ImportError', 'IndentationError', 'IndexError', 'InterruptedError', 'IsADirectoryError', 'KeyError',
  'KeyboardInterrupt', 'LookupError', 'MemoryError', 'ModuleNotFoundError', 'NameError', 'NotADirectoryError',
  'NotImplementedError', 'OSError', 'OverflowError', 'PermissionError', 'ProcessLookupError', 'RecursionError',
  'ReferenceError', 'RuntimeError', 'StopAsyncIteration', 'StopIteration', 'SyntaxError', 'SystemError',
  'SystemExit', 'TabError', 'TimeoutError', 'TypeError', 'UnboundLocalError', 'UnicodeDecodeError',
  'UnicodeEncodeError', 'UnicodeError', 'UnicodeTranslateError', 'ValueError', 'ZeroDivisionError',
  'EncodingWarning', 'Warning', 'BytesWarning', 'DeprecationWarning', 'FutureWarning', 'ImportWarning',
  'PendingDeprecationWarning', 'ResourceWarning', 'RuntimeWarning', 'SyntaxWarning', 'UnicodeWarning',
  'UserWarning', 'PythonFinalizationError', 'WindowsError',
  // module-level dunders
  '__name__', '__file__', '__doc__', '__package__', '__spec__', '__loader__', '__builtins__', '__path__',
  '__cached__', '__annotations__', '__dict__', '__class__', '__module__', '__qualname__',
  // Python 2
  'unicode', 'long', 'xrange', 'raw_input', 'basestring', 'reduce', 'unichr', 'execfile', 'file', 'cmp',
  'reload', 'buffer', 'intern', 'apply', 'coerce', 'StandardError',
  // IPython / Jupyter
  'get_ipython', 'display', 'In', 'Out', '_', '__',
]);
