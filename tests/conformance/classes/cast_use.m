a = cast(3.7, 'int8')
class(a)
