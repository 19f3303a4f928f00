v = version
[v, d] = version
a = version('-date')
b = version('-release');
size(b)
OCTAVE_VERSION
x = getenv('MATC_SURELY_UNSET_VARIABLE')
size(x)
class(x)
