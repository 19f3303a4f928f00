version('-foo')
