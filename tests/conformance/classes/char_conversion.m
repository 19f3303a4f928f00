c = char([72 105])
d = double('Hi')
