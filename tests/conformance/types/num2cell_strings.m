c = num2cell('abc')
