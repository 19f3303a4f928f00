class([])
class('')
class({})
class(zeros(0, 3, 'int16'))
