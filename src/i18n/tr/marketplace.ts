// Turkish texts of the marketplace (src/i18n/en/marketplace.ts, key for key). Keys: app.marketplace.*
const messages = {
  app: {
    marketplace: {
      types: {
        product: 'Ürün',
        service: 'Hizmet',
        both: 'Her İkisi',
        product_and_service: 'Ürün ve Hizmet',
      },
      partners: {
        title: 'Ortak Listesi',
        add: 'Ortak Ekle',
        create_title: 'Yeni Ortak Ekle',
        edit_title: 'Ortak Bilgilerini Güncelle',
        empty: 'Hiç ortak yok!',
        name_taken: 'Bu adda bir iş ortağı zaten var',
        confirm_delete: 'Bu iş ortağını silmek istediğinizden emin misiniz?',
        delete_content: '%{name}',
        deleted: 'Ortak başarıyla silindi',
        status_updated: 'Ortak durumu başarıyla güncellendi.',
        adding: 'Ortak ekleniyor',
        added: 'Ortak başarıyla eklendi',
        updating: 'Ortak güncelleniyor',
        updated: 'Ortak başarıyla güncellendi',
        expiry_in_future: 'Son kullanma tarihi yalnızca gelecekte olabilir.',
        logo_hint: 'kare 500*500 resim',
        columns: {
          logo: 'Logo',
          delete: 'Sil',
        },
        fields: {
          address_line1: 'Adres Satırı 1',
          address_line2: 'Adres Satırı 2',
          city: 'Şehir',
          state: 'Eyalet/İl',
          country: 'Ülke',
          zip_code: 'Posta Kodu',
        },
      },
      requests: {
        title: 'İşletme Listesi',
        show_title: 'Ortaklık Talebi Bilgileri',
        empty: 'Hiç işletme yok!',
        visit_website: 'Web Sitesini Ziyaret Et',
        columns: {
          logo: 'Logo',
        },
        fields: {
          type: 'Tür',
          email: 'E-posta',
          phone_number: 'Telefon Numarası',
          address: 'Adres',
          company_information: 'Şirket Bilgileri',
        },
      },
      vendors: {
        title: 'Satıcı Listesi',
        show_title: 'Satıcı Bilgileri',
        empty: 'Hiç satıcı yok!',
        payment_details: 'Ödeme Bilgileri',
        fields: {
          email: 'E-posta',
          phone: 'Telefon',
          address: 'Adres',
          account_name: 'Hesap Adı',
          account_no: 'Hesap No',
          bank_name: 'Banka Adı',
          bank_address: 'Banka Adresi',
          swift_code: 'SWIFT Kodu',
          iban: 'IBAN',
          paypal_link: 'PayPal Bağlantısı',
        },
      },
    },
  },
  // Labels of the columns and inputs (resources.<name>.fields.<source>, as in src/i18n/en).
  resources: {
    partners: {
      fields: {
        name: 'İşletme Adı',
        status: 'Durum',
        businessName: 'İşletme Adı',
        emailId: 'E-posta',
        countryCode: 'Ülke Kodu',
        phoneNumber: 'Telefon Numarası',
        type: 'Tür',
        expiryDate: 'Son Kullanma Tarihi',
        link: 'Mağaza Bağlantısı',
        description: 'Açıklama',
        logo: 'Logo',
      },
    },
    partnerRequests: {
      fields: {
        name: 'Ad',
        emailId: 'E-posta',
        type: 'Tür',
        link: 'Bağlantı',
      },
    },
    vendors: {
      fields: {
        name: 'Ad',
        email: 'E-posta',
        phone: 'Telefon',
        city: 'Şehir',
        country: 'Ülke',
      },
    },
  },
};

export default messages;
